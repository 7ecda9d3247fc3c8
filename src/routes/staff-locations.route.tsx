export { StaffLocationsScreen as Component } from '../screens/staff/staff-locations-screen';
