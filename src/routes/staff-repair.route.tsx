export { StaffRepairScreen as Component } from '../screens/staff/staff-repair-screen';
