import { describe, expect, it } from 'vitest';
import { contactMachine } from '../../machines/contact.machine';
import { contactPaths, validConfirm, validMessage } from '../models/contact.model';
import { assertFullCoverage, replayPath } from '../support/machine-paths';

describe('contact machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(contactMachine, contactPaths)).not.toThrow();
  });

  for (const path of contactPaths) {
    it(`replays ${path.name}`, async () => {
      const { calls, invocations } = await replayPath(contactMachine, path);
      const visited = path.steps.map((s) => s.state.value);
      // the draft is saved exactly when step 1 was accepted, and cleared only once sent
      const acceptedStep1 = path.steps.some(
        (s, i) => i > 0 && s.event.type === 'step.submit' && (s.event as { data?: unknown }).data === validMessage,
      );
      expect(calls.some((c) => c.action === 'saveDraft')).toBe(acceptedStep1);
      expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done'));
      // every submission sends both steps merged, never a half
      for (const { input } of invocations) {
        expect(input).toMatchObject({ name: '王小明', google_recaptcha_token: validConfirm.google_recaptcha_token });
        expect(input).toHaveProperty('others.town', '中正區');
      }
    });
  }
});
