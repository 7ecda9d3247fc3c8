export { StaffProductModelNewScreen as Component } from '../screens/staff/staff-product-model-edit-screen';
