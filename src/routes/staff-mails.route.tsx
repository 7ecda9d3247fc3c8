export { StaffMailsScreen as Component } from '../screens/staff/staff-mails-screen';
