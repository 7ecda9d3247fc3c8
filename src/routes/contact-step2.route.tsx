// The three contact URLs render one screen (not a wrapper each): React keeps it mounted across
// the step routes, so the step's focus and the flow's actor carry over without a remount.
export { ContactScreen as Component } from '../screens/contact/contact-screen';
