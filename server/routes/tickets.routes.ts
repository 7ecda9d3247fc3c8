import { Hono } from 'hono';
import { TicketVerifyRequest } from '../../schemas/ticket-verify.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { verifyTicket } from '../services/ticket-verify.service';

/**
 * Tickets' QR codes (docs/decisions/ticket-signing.md): the public keys that check their
 * signatures offline, and the server's word on a code, which also knows refunds.
 */
export function ticketRoutes() {
  return new Hono<AppEnv>()
    .get('/tickets/public-key', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ data: { keys: c.var.deps.tickets.publicKeys } });
    })
    .post('/tickets/verify', validate('json', TicketVerifyRequest), async (c) => {
      const { db, tickets } = c.var.deps;
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await verifyTicket(db, tickets.publicKeys, c.req.valid('json').code) });
    });
}
