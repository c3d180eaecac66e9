/** The preview's screen loader: the studio's draft for its screen, the app's own loading for every other screen. */
import { describe, expect, it, vi } from 'vitest';
import { draftLoader } from '../../../studio/preview/preview-client.ts';
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
