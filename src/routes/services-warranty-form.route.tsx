// The form's step URLs render one screen: React keeps it mounted across them (see contact.route.tsx).
export { WarrantyScreen as Component } from '../screens/warranty/warranty-screen';
