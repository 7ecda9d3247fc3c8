export { StaffGiftClaimsScreen as Component } from '../screens/staff/staff-gift-claims-screen';
