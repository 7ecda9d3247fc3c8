// Tags of the model specs' path tests (tests/support/model-spec.ts). No imports: playwright.config.ts
// reads them.

/** a happy path of a flow: every project replays it */
export const FLOW_HAPPY_TAG = '@flow-happy';
/** any other generated path: desktop only (the phone project greps it out) */
export const FLOW_PATH_TAG = '@flow-path';
