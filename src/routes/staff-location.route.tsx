export { StaffLocationEditScreen as Component } from '../screens/staff/staff-location-edit-screen';
