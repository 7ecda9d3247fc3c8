export { StaffGiftEventsScreen as Component } from '../screens/staff/staff-gift-events-screen';
