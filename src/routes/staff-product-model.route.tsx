export { StaffProductModelEditScreen as Component } from '../screens/staff/staff-product-model-edit-screen';
