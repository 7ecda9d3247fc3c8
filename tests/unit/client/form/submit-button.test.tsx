// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from '../../../../src/components/form/submit-button';

afterEach(cleanup);

/**
 * A form whose submit, like react-hook-form's with a machine behind it, turns pending only after
 * an await (validation), and runs until the test settles it.
 */
function PendingForm({ sent, onPending }: { sent: number[]; onPending: (settle: () => void) => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        sent.push(sent.length + 1);
        await Promise.resolve();
        setPending(true);
        onPending(() => setPending(false));
      }}
    >
      <SubmitButton pending={pending}>送出</SubmitButton>
    </form>
  );
}

function harness() {
  const sent: number[] = [];
  let settle: () => void = () => {};
  render(<PendingForm sent={sent} onPending={(s) => (settle = s)} />);
  return { sent, settle: () => act(() => settle()) };
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('SubmitButton', () => {
  it('never sends twice on a double click, even before it turns pending', async () => {
    const { sent } = harness();
    const button = screen.getByRole('button', { name: '送出' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sent).toEqual([1]);
    await screen.findByRole('button', { name: '送出中…' });
    expect(sent).toEqual([1]);
  });

  it('is disabled and busy with a spinner and 送出中… while pending, then sends again', async () => {
    const { sent, settle } = harness();
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    const busy = (await screen.findByRole('button', { name: '送出中…' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('.form-spinner')).not.toBeNull();
    fireEvent.click(busy);
    expect(sent).toEqual([1]);
    settle();
    const ready = screen.getByRole('button', { name: '送出' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
    expect(ready.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(ready);
    expect(sent).toEqual([1, 2]);
  });

  it('stays usable after a click that sent nothing (the form refused its input)', async () => {
    let submits = 0;
    render(
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <SubmitButton pending={false}>送出</SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await nextTask();
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(submits).toBe(2);
  });

  it('takes its own pending words', () => {
    render(
      <SubmitButton pending pendingLabel="儲存中…">
        儲存
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: '儲存中…' })).toBeTruthy();
  });
});
