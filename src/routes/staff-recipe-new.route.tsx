export { StaffRecipeNewScreen as Component } from '../screens/staff/staff-recipe-edit-screen';
