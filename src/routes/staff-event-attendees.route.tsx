export { StaffEventAttendeesScreen as Component } from '../screens/staff/staff-event-attendees-screen';
