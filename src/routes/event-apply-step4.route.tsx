// The four apply URLs render one screen: React keeps it mounted across the step routes, so the
// flow's actor and the step's focus carry over without a remount.
export { EventApplyScreen as Component } from '../screens/event-apply/event-apply-screen';
