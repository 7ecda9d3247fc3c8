export { MemberActivityScreen as Component } from '../screens/member-activity/member-activity-screen';
