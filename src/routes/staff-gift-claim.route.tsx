export { StaffGiftClaimScreen as Component } from '../screens/staff/staff-gift-claim-screen';
