export { StaffRepairsScreen as Component } from '../screens/staff/staff-repairs-screen';
