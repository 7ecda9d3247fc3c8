// The document task's three addresses render one screen: React keeps it mounted across them, so
// the flow's actor and the chosen file carry over without a remount.
export { StaffDocumentReplaceScreen as Component } from '../screens/staff/staff-document-replace-screen';
