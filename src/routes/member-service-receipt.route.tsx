export { PaymentReceiptScreen as Component } from '../screens/member-service/payment-receipt-screen';
