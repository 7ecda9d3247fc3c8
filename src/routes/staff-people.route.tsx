export { StaffPeopleScreen as Component } from '../screens/staff/staff-people-screen';
