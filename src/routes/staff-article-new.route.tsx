export { StaffArticleNewScreen as Component } from '../screens/staff/staff-article-edit-screen';
