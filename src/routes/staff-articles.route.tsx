export { StaffArticlesScreen as Component } from '../screens/staff/staff-articles-screen';
