export { CreditNoteScreen as Component } from '../screens/member-activity/credit-note-screen';
