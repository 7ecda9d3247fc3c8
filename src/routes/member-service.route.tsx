export { MemberServiceScreen as Component } from '../screens/member-service/member-service-screen';
