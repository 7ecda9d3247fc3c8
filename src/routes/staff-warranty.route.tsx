export { StaffWarrantyScreen as Component } from '../screens/staff/staff-warranty-screen';
