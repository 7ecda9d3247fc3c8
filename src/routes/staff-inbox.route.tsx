export { StaffInboxScreen as Component } from '../screens/staff/staff-inbox-screen';
