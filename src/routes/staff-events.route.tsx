export { StaffEventsScreen as Component } from '../screens/staff/staff-events-screen';
