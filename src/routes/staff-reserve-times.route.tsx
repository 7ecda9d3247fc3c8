export { StaffReserveTimesScreen as Component } from '../screens/staff/staff-reserve-times-screen';
