export { StaffFlowInsightScreen as Component } from '../screens/staff/staff-flow-insight-screen';
