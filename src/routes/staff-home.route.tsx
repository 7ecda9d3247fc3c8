export { StaffHomePageScreen as Component } from '../screens/staff/staff-home-page-screen';
