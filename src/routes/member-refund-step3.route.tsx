// The three refund URLs render one screen (one actor across them).
export { RefundScreen as Component } from '../screens/refund/refund-screen';
