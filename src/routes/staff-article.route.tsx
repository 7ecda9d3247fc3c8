export { StaffArticleEditScreen as Component } from '../screens/staff/staff-article-edit-screen';
