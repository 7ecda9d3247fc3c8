// The form's step URLs render one screen: React keeps it mounted across them (see contact.route.tsx).
export { InhomeScreen as Component } from '../screens/inhome/inhome-screen';
