// The publication task's three addresses render one screen: React keeps it mounted across them, so
// the flow's actor and the step's focus carry over without a remount.
export { StaffRecipePublishScreen as Component } from '../screens/staff/staff-recipe-publish-screen';
