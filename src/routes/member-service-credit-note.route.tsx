export { CreditNoteScreen as Component } from '../screens/member-service/credit-note-screen';
