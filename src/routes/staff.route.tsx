export { StaffHomeScreen as Component } from '../screens/staff/staff-home-screen';
