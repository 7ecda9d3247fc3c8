export { StaffBrandNewScreen as Component } from '../screens/staff/staff-brand-edit-screen';
