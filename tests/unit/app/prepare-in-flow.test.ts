/** The app hands a screen over without waiting for its dialogs' chunks; stories and tests (`all`) wait for every widget. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareScreen } from '../../../app/load-screen.ts';
import { builtinWidgets } from '../../../renderer/react/registry.ts';

const doc = {
  schemaVersion: 2,
  id: 'in-flow',
  title: 'In flow',
  state: { open: false },
  body: [
    { type: 'text', text: 'Hello' },
    { type: 'dialog', open: '=state.open', title: 'Later', children: [{ type: 'text', text: 'Inside' }] },
  ],
};
const logger = { error: vi.fn() };
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('prepareScreen and lazy widgets', () => {
  // The dialog's chunk never arrives (a slow network).
  beforeEach(
    () => void vi.spyOn(builtinWidgets.dialog as unknown as { preload(): Promise<void> }, 'preload').mockReturnValue(new Promise(() => undefined)),
  );
  afterEach(() => vi.restoreAllMocks());

  it('in-flow: the screen is ready while a closed dialog still loads', async () => {
    const result = await prepareScreen(structuredClone(doc), logger, 'bundled', undefined, 'in-flow');
    expect(result.ok).toBe(true);
  });

  it('all: waits for the dialog too', async () => {
    expect(await settledWithin(prepareScreen(structuredClone(doc), logger, 'bundled', undefined, 'all'), 1500)).toBe(false);
  });
});
