export { StaffRecipesScreen as Component } from '../screens/staff/staff-recipes-screen';
