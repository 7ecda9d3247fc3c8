export { StaffPagesScreen as Component } from '../screens/staff/staff-pages-screen';
