import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BeforeCloseInput, dialogMachine } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { dialogModel, dialogOracle, dialogOracleEvents } from '../models/dialog.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkMachineOracle } from '../support/machine-oracle';
import { assertFullCoverage, replayPath } from '../support/machine-paths';

const open = (options: DialogOptionsInput) => ({ type: 'dialog.open', options }) as const;
const broken = open({ type: 'fatal' } as unknown as DialogOptionsInput);
const { machine, paths } = dialogModel;

describe('dialog machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(dialogModel);
  });

  it('does after every event, in every situation, what the SPEC says (the oracle)', async () => {
    const { states, checks } = await checkMachineOracle(dialogModel, dialogOracle, { extraEvents: dialogOracleEvents });
    expect(states).toBeGreaterThan(10);
    expect(checks).toBe(states * 12);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { calls } = await replayPath(machine, path);
      const visited = path.steps.map((s) => s.state.value);
      // a sign-in redirect happens exactly when the path goes through redirectingToSignIn
      expect(calls.some((c) => c.action === 'goToSignIn')).toBe(visited.includes('redirectingToSignIn'));
    });
  }
});

describe('dialog machine', () => {
  const start = (beforeClose = fromPromise<void, BeforeCloseInput>(async () => {})) => {
    const goToSignIn = vi.fn();
    const notifyClosed = vi.fn();
    const actor = createActor(
      dialogMachine.provide({ actors: { beforeClose }, actions: { goToSignIn, notifyClosed } }),
    ).start();
    return { actor, goToSignIn, notifyClosed };
  };

  it('applies the SPEC defaults to the options', () => {
    const { actor } = start();
    actor.send(open({ message: '已收到您的來信' }));
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.options).toEqual({
      title: '提示',
      message: '已收到您的來信',
      html: false,
      type: 'success',
      eventType: 'tips',
      confirmButtonText: '確認',
      showCancelButton: false,
      cancelButtonText: '取消',
      needLogin: false,
    });
  });

  it('ignores options the schema refuses', () => {
    const { actor } = start();
    actor.send(broken);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('sends the guest to sign-in with the banner only when needLogin is explicitly true', async () => {
    const explicit = start();
    explicit.actor.send(open({ needLogin: true, banner: 7 }));
    explicit.actor.send({ type: 'dialog.confirm' });
    expect(explicit.actor.getSnapshot().value).toBe('redirectingToSignIn');
    expect(explicit.goToSignIn).toHaveBeenCalledWith(expect.anything(), { banner: 7, returnTo: undefined });

    const toForm = start();
    toForm.actor.send(open({ needLogin: true, banner: 3, returnTo: '/services/repair/form' }));
    toForm.actor.send({ type: 'dialog.confirm' });
    expect(toForm.goToSignIn).toHaveBeenCalledWith(expect.anything(), { banner: 3, returnTo: '/services/repair/form' });

    for (const needLogin of [undefined, false, 'true', 1]) {
      const loose = start();
      loose.actor.send(open({ needLogin } as unknown as DialogOptionsInput));
      loose.actor.send({ type: 'dialog.confirm' });
      await waitFor(loose.actor, (s) => s.matches('hidden'));
      expect(loose.goToSignIn).not.toHaveBeenCalled();
      expect(loose.notifyClosed).toHaveBeenCalledWith(expect.anything(), { action: 'confirm', eventType: 'tips' });
    }
  });

  it('stays open with the same options when beforeClose refuses', async () => {
    const check = vi.fn(async (_args: { input: BeforeCloseInput }): Promise<void> => {
      throw new Error('還有未儲存的資料');
    });
    const { actor, notifyClosed } = start(fromPromise<void, BeforeCloseInput>(check));
    actor.send(open({ message: '確定離開？', showCancelButton: true, beforeCloseKey: 'unsaved-form' }));
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closing');
    await waitFor(actor, (s) => s.matches('visible'));
    expect(actor.getSnapshot().context.options?.message).toBe('確定離開？');
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ action: 'cancel', beforeCloseKey: 'unsaved-form' }) }),
    );
    expect(notifyClosed).not.toHaveBeenCalled();
  });

  it('settles a dialog the app removes (the page changed) as a cancel', () => {
    const { actor, notifyClosed } = start();
    actor.send(open({ message: '已收到您的來信', eventType: 'contact' }));
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(notifyClosed).toHaveBeenCalledWith(expect.anything(), { action: 'cancel', eventType: 'contact' });
  });

  it('refuses a returnTo that is not a path of this site', () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'member']) {
      const { actor } = start();
      actor.send(open({ needLogin: true, returnTo }));
      expect(actor.getSnapshot().value, returnTo).toBe('hidden');
    }
  });

  it('replaces the options when another dialog opens while one is visible', () => {
    const { actor } = start();
    actor.send(open({ message: '第一則' }));
    actor.send(open({ message: '第二則', type: 'warning' }));
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.options).toMatchObject({ message: '第二則', type: 'warning' });
  });
});
