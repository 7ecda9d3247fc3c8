export { StaffProductInfosScreen as Component } from '../screens/staff/staff-product-infos-screen';
