// The apply form's later addresses (/step2 … /step4, /done) render the first's screen: React keeps
// it mounted across them, so the flow's actor and the step's focus carry over without a remount.
export { EventApplyScreen as Component } from '../screens/event-apply/event-apply-screen';
