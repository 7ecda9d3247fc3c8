export { StaffOrdersScreen as Component } from '../screens/staff/staff-orders-screen';
