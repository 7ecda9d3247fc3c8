import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { giftApplyMachine } from '../../machines/gift-apply.machine';
import type { ContactReceipt } from '../../schemas/contact.schema';
import { serverDown, validConfirm, validMessage } from '../models/contact.model';

/**
 * What the kit promises the screens beyond a flow's pages (the oracle, flow-oracle.ts, judges
 * those): the calls are the screen's to provide (docs/decisions/flow-kit.md, `useFlow` calls), so a
 * screen that forgets one must fail loudly, naming it, not send nothing and show a done page.
 */
describe('flow kit', () => {
  it('fails loudly, naming it, when the screen forgot to provide a call', async () => {
    const calls = [
      ['submit', contactMachine],
      ['check', giftApplyMachine],
    ] as const;
    for (const [id, machine] of calls) {
      const placeholder = createActor(
        (machine.implementations.actors as Record<string, AnyActorLogic>)[id] as AnyActorLogic,
      );
      const ended = toPromise(placeholder);
      placeholder.start();
      await expect(ended, id).rejects.toThrow(`the screen provides the ${id} actor (useFlow calls.${id})`);
    }
  });

  it('saves a step sent again after a change link, as sent the second time (a reload brings that back)', () => {
    const drafts: unknown[] = [];
    const actor = createActor(
      contactMachine.provide({
        actions: { saveDraft: ({ context }) => void drafts.push(structuredClone(context.data)) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'step.submit', data: validMessage });
    actor.send({ type: 'step.change', field: 'content' });
    const corrected = { ...validMessage, content: '集塵盒卡榫斷了，另外濾網也需要更換，想詢問費用。' };
    actor.send({ type: 'step.submit', data: corrected });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(drafts).toHaveLength(2);
    expect(drafts.at(-1)).toEqual({ message: expect.objectContaining({ content: corrected.content }) });
  });

  it("shows the server's message when a send fails, and says the data was not sent when there is none (offline)", async () => {
    const failWith = async (error: unknown) => {
      const actor = createActor(
        contactMachine.provide({
          actors: {
            submit: fromPromise(() => Promise.reject<ContactReceipt>(error)),
          },
        }),
        { input: {} },
      ).start();
      actor.send({ type: 'step.submit', data: validMessage });
      actor.send({ type: 'step.submit', data: validConfirm });
      return (await waitFor(actor, (s) => s.value === 'failed')).context.problem;
    };
    expect(await failWith(serverDown)).toBe(serverDown.data.message);
    expect(await failWith(new TypeError('Failed to fetch'))).toMatch(/^連線發生問題.*尚未送出/);
  });
});
