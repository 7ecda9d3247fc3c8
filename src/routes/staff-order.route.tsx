export { StaffOrderScreen as Component } from '../screens/staff/staff-order-screen';
