export { StaffCheckinScreen as Component } from '../screens/staff/staff-checkin-screen';
