// Tags of the model specs' path tests (tests/support/model-spec.ts). No imports: playwright.config.ts
// reads them.

/** a happy path of a flow: every project replays it */
export const FLOW_HAPPY_TAG = '@flow-happy';
/**
 * a test of what a phone does differently (tapping, the folded menu, the narrow layout): with the
 * happy paths, the only tests the phone project runs
 */
export const PHONE_TAG = '@phone';
/** any other generated path: desktop only (the phone project greps it out) */
export const FLOW_PATH_TAG = '@flow-path';
