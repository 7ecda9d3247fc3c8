export { StaffWarrantiesScreen as Component } from '../screens/staff/staff-warranties-screen';
