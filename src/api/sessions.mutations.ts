import { z } from 'zod';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { api } from './http-client';

const EndAllResponse = dataEnvelope(z.object({ ended: z.number().int() }));

/** `POST /api/user/sessions/end-all`: every session of the member ends, this one included. */
export async function endAllSessions(): Promise<number> {
  return (await api.post('/user/sessions/end-all', EndAllResponse)).data.ended;
}
