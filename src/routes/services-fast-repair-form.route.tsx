// The form's step URLs render one screen: React keeps it mounted across them (see contact.route.tsx).
export { FastRepairScreen as Component } from '../screens/repair/repair-forms';
