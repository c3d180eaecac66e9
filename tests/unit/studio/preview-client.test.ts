/** The preview's screen loader: the studio's draft for its screen, the app's own loading for every other screen. */
import { describe, expect, it, vi } from 'vitest';
import { draftLoader, draftPointer } from '../../../studio/preview/preview-client.ts';
import type { StudioMessage } from '../../../studio/preview/preview-protocol.ts';
import bundled from '../../../screens/complaint-list.json';

const draft = { ...bundled, title: 'Draft title' };
const message: StudioMessage = { source: 'hatid-studio', type: 'init', screenId: 'complaint-list', document: draft, scenario: 'default' };
const logger = { error: vi.fn() };

describe('draftLoader', () => {
  it('draws the draft for the studio screen through the same checks as a fetched one', async () => {
    const fallback = vi.fn();
    const loaded = await draftLoader(() => message, fallback)('complaint-list', logger);
    expect(loaded.ok && loaded.document.title).toBe('Draft title');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('refuses a draft that does not validate, with its errors', async () => {
    const broken = { ...message, document: { ...draft, body: [{ type: 'no-such-widget-either', onTap: 7 }], load: 'x' } };
    const loaded = await draftLoader(() => broken, vi.fn())('complaint-list', logger);
    expect(loaded.ok).toBe(false);
  });

  it('loads other screens as the app does', async () => {
    const fallback = vi.fn(async () => ({ ok: false as const, reason: 'missing' as const, errors: [] }));
    await draftLoader(() => message, fallback)('complain-details', logger);
    expect(fallback).toHaveBeenCalledWith('complain-details', logger);
  });
});

describe('draftPointer', () => {
  const loaded = (document: unknown, originOf?: (p: string) => string) => ({
    ok: true as const,
    document: document as never,
    source: 'bundled' as const,
    ...(originOf ? { originOf } : {}),
  });
  const doc = {
    body: [
      { type: 'text', text: 'A' },
      { type: 'text', text: 'B' },
    ],
  };

  it("is the drawn node's pointer when the node is the loaded draft's own, mapped back past replaced unknown widgets", () => {
    expect(draftPointer(loaded(doc), { pointer: '/body/1', node: doc.body[1] as never, elements: [] })).toBe('/body/1');
    expect(
      draftPointer(
        loaded(doc, (p) => p.replace('/body/1', '/body/2')),
        { pointer: '/body/1', node: doc.body[1] as never, elements: [] },
      ),
    ).toBe('/body/2');
  });

  it('is undefined for a node of another screen, or before the draft loaded', () => {
    const elsewhere = { type: 'text', text: 'B' };
    expect(draftPointer(loaded(doc), { pointer: '/body/1', node: elsewhere, elements: [] })).toBeUndefined();
    expect(draftPointer(null, { pointer: '/body/1', node: doc.body[1] as never, elements: [] })).toBeUndefined();
  });

  it('hands each loaded draft to onDraft', async () => {
    const onDraft = vi.fn();
    await draftLoader(() => message, vi.fn(), onDraft)('complaint-list', logger);
    expect(onDraft).toHaveBeenCalledWith(expect.objectContaining({ ok: true }));
  });
});
