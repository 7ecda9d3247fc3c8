/** SPEC §9 breakpoints; the CSS media queries use the same numbers. */
export const BREAKPOINTS = { mobile: 768, tablet: 1024 } as const;

/** Where a banner's phone picture shows instead of its desktop one. */
export const PHONE_MEDIA = `(max-width: ${BREAKPOINTS.mobile - 1}px)`;
export const WIDE_MEDIA = `(min-width: ${BREAKPOINTS.mobile}px)`;
