export { StaffInhomeScreen as Component } from '../screens/staff/staff-inhome-screen';
