import { describe, expect, it } from 'vitest';
import { createDialogRequest } from './create-dialog-request.ts';

describe('createDialogRequest', () => {
  it('resolves the opener with the answer and hides the dialog', async () => {
    const dialog = createDialogRequest<{ mode: number }, boolean>({ whenOpen: 'join', dismissedResult: false });
    const outcome = dialog.open({ mode: 1 });
    expect(dialog.getCurrent()).toEqual({ id: 1, payload: { mode: 1 } });
    dialog.settle(true);
    await expect(outcome).resolves.toBe(true);
    expect(dialog.getCurrent()).toBeNull();
  });

  it('gives every caller of a joined dialog the same outcome, and keeps the first payload', async () => {
    const dialog = createDialogRequest<string, boolean>({ whenOpen: 'join', dismissedResult: false });
    const first = dialog.open('first');
    const second = dialog.open('second');
    expect(dialog.getCurrent()?.payload).toBe('first');
    dialog.settle(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('ends a replaced request with the dismissed result and shows the new one under a new id', async () => {
    const dialog = createDialogRequest<string, boolean>({ whenOpen: 'replace', dismissedResult: false });
    const first = dialog.open('first');
    const second = dialog.open('second');
    await expect(first).resolves.toBe(false);
    expect(dialog.getCurrent()).toEqual({ id: 2, payload: 'second' });
    dialog.settle(true);
    await expect(second).resolves.toBe(true);
  });

  it('dismiss answers with the dismissed result; settling a closed dialog does nothing', async () => {
    const dialog = createDialogRequest<undefined, string>({ whenOpen: 'join', dismissedResult: 'closed' });
    const outcome = dialog.open(undefined);
    dialog.dismiss();
    dialog.settle('late answer');
    await expect(outcome).resolves.toBe('closed');
    expect(dialog.getCurrent()).toBeNull();
  });
});
