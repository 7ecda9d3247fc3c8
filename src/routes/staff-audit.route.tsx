export { StaffAuditScreen as Component } from '../screens/staff/staff-audit-screen';
