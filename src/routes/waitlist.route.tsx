// The waiting list's step URLs render one screen: React keeps it mounted across them (see contact.route.tsx).
export { WaitlistScreen as Component } from '../screens/waitlist/waitlist-screen';
