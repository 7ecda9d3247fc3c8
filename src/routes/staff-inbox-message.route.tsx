export { StaffInboxMessageScreen as Component } from '../screens/staff/staff-inbox-message-screen';
