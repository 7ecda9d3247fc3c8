/**
 * How long and how much an unpaid event order may hold (docs/decisions/event-orders.md, issue 22
 * item 6). A paid order's seats are taken at once and wait for the gateway; without bounds a few
 * accounts could keep a session full by placing orders, cancelling and placing again. The bounds
 * are the server's rules (event-orders.service.ts) and the words the ticket step says them in.
 */

/** An unpaid order holds its seats this long, then gives them back. */
export const ORDER_HOLD_MINUTES = 15;
/** Unpaid orders one member may have waiting for one session at a time. */
export const UNPAID_ORDERS_PER_SESSION = 1;
/**
 * Seats one member's unpaid orders may hold across every session. A single order beyond it, with
 * nothing else held, is left to the session's own purchase limit (a group's booking).
 */
export const UNPAID_SEATS_PER_MEMBER = 10;
/** Unpaid orders of one member and session given back (cancelled or expired) within the window… */
export const RELEASED_UNPAID_PER_SESSION = 3;
/** …after which the member waits until the oldest of them is this old before ordering unpaid again. */
export const RELEASED_UNPAID_WINDOW_HOURS = 24;

/** The rule as the member reads it where the tickets are chosen (a paid session). */
export const ORDER_HOLD_RULE =
  `未付款的訂單為您保留座位 ${ORDER_HOLD_MINUTES} 分鐘，逾時自動取消。` +
  `每個場次同時限 ${UNPAID_ORDERS_PER_SESSION} 筆待付款訂單，所有場次的待付款訂單合計最多保留 ${UNPAID_SEATS_PER_MEMBER} 個座位；` +
  `同一場次 ${RELEASED_UNPAID_WINDOW_HOURS} 小時內取消或逾時未付款達 ${RELEASED_UNPAID_PER_SESSION} 次，須待 ${RELEASED_UNPAID_WINDOW_HOURS} 小時後才能再報名。`;

/** The refusals, each said on the field the member can act on (step 1: the session, the tickets). */
export const ORDER_HOLD_MESSAGES = {
  waiting: (orderNumber: string) =>
    `您已有此場次待付款的訂單（${orderNumber}），請先至「我的活動」完成付款或取消，再重新報名。`,
  seats: (held: number) =>
    `未付款的訂單合計最多保留 ${UNPAID_SEATS_PER_MEMBER} 個座位，您已保留 ${held} 個，請先完成付款或取消其他待付款的訂單。`,
  released: (from: string) =>
    `此場次 ${RELEASED_UNPAID_WINDOW_HOURS} 小時內已有 ${RELEASED_UNPAID_PER_SESSION} 筆未付款而取消或逾期的訂單，請於 ${from} 後再報名。`,
} as const;
