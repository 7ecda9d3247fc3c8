// The event editor's addresses (step 1, /step2…/step5, /done) render one screen: React keeps it
// mounted across them, so the flow's actor and the step's focus carry over without a remount.
export { StaffEventEditScreen as Component } from '../screens/staff/staff-event-edit-screen';
