/** scripts/throwaway-ticket-key.mjs: a fresh Ed25519 private key, PKCS8 PEM. */
export declare const throwawayTicketKey: () => string;
