export { StaffProductModelsScreen as Component } from '../screens/staff/staff-product-models-screen';
