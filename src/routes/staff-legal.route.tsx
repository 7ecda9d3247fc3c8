export { StaffLegalScreen as Component } from '../screens/staff/staff-legal-screen';
