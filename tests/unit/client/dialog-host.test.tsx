// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogSlot } from '../../../src/app/dialog-slot';
import { openDialog } from '../../../src/lib/dialog-api';

afterEach(cleanup);

// the host closes its dialog when the location changes, so it lives inside a router
const renderSlot = () =>
  render(
    <MemoryRouter>
      <DialogSlot />
    </MemoryRouter>,
  );

describe('the global dialog', () => {
  it('loads on the first openDialog and shows the SPEC defaults', async () => {
    renderSlot();
    let result: Promise<string> | undefined;
    act(() => {
      result = openDialog({ message: '已送出' });
    });
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('dialog--success');
    expect(dialog.getAttribute('data-event-type')).toBe('tips');
    const confirm = screen.getByRole('button', { name: '確認' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await expect(result).resolves.toBe('confirm');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('treats Esc as cancel', async () => {
    renderSlot();
    let result: Promise<string> | undefined;
    act(() => {
      result = openDialog({ title: '確定離開？', showCancelButton: true });
    });
    await screen.findByRole('dialog', { name: '確定離開？' });
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(result).resolves.toBe('cancel');
  });

  it('stays open while beforeClose refuses', async () => {
    renderSlot();
    let allow = false;
    let result: Promise<string> | undefined;
    act(() => {
      result = openDialog({
        message: '請確認',
        beforeClose: async () => {
          if (!allow) throw new Error('not yet');
        },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: '確認' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    allow = true;
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await expect(result).resolves.toBe('confirm');
  });

  it('keeps Tab inside the dialog', async () => {
    renderSlot();
    act(() => {
      void openDialog({ showCancelButton: true });
    });
    await screen.findByRole('dialog');
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '確認' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(document, { key: 'Escape' });
  });
});
