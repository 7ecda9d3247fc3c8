import { z } from 'zod';

/** `builds/latest.json`, written by the build (SPEC §4): which build the server now serves. */
export const BuildInfoSchema = z.object({
  buildId: z.string().min(1),
  builtAt: z.iso.datetime({ offset: true }),
});
export type BuildInfo = z.infer<typeof BuildInfoSchema>;
