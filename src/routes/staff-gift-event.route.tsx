export { StaffGiftEventScreen as Component } from '../screens/staff/staff-gift-event-screen';
