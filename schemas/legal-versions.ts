/**
 * The versions (the dates they last changed) of the documents a member agrees to on registering:
 * shown on their pages (/membership-terms, /privacy-policy) and recorded with each agreement, so
 * a change of wording is a new version that a later agreement names.
 */
export const LEGAL_VERSIONS = {
  membershipTerms: '2026-01-01',
  privacyPolicy: '2026-01-01',
} as const;
