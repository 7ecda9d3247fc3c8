export { StaffBrandEditScreen as Component } from '../screens/staff/staff-brand-edit-screen';
