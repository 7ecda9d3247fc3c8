export { StaffBrandsScreen as Component } from '../screens/staff/staff-brands-screen';
