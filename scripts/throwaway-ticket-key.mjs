import { generateKeyPairSync } from 'node:crypto';

/**
 * A ticket signing key for a production server started by a test or benchmark (production
 * requires TICKET_SIGNING_KEY: server/tickets/ticket-signer.ts). Made fresh: nothing it signs
 * outlives the run.
 */
export const throwawayTicketKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
