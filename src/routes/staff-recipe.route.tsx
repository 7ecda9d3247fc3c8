export { StaffRecipeEditScreen as Component } from '../screens/staff/staff-recipe-edit-screen';
