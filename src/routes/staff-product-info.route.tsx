export { StaffProductInfoEditScreen as Component } from '../screens/staff/staff-product-info-edit-screen';
