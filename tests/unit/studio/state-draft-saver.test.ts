/** Saving drafts: to this browser at once, to the server a second after typing stops; retried after an ended session or no answer. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDraftSaver, type DraftTarget, type SaveStatus } from '../../../studio/state/draft-saver.ts';
import type { Presence } from '../../../studio/studio-api.ts';
import { loadDraft } from '../../../studio/state/drafts.ts';
import { installFakeServer } from './studio-fake-server.ts';
import { signedInConnection } from '../../support/studio-connection.tsx';
import type { StudioClient } from '../../../studio/studio-api.ts';

let client: StudioClient;

const target: DraftTarget = { screenId: 'home', baseVersion: 2, baseText: 'base', userId: 'u-ana' };
const screens = [{ id: 'home', title: 'Home', routes: [], bundledText: 'bundled' }];

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

/** A saver of `target` and the last status it reported. */
function saver(onOthers: (others: Presence[]) => void = vi.fn()) {
  const seen = { status: { kind: 'idle' } as SaveStatus };
  const draft = createDraftSaver({ client, target: () => target, onStatus: (status) => (seen.status = status), onOthers });
  return { draft, seen };
}

describe('createDraftSaver', () => {
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(async () => {
    localStorage.clear();
    api = installFakeServer({ screens });
    client = (await signedInConnection()).client;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  test('keeps each change in the browser at once and sends the last one a second after typing stops', async () => {
    const onOthers = vi.fn();
    api.state.others = [{ userId: 'u-bo', name: 'Bo', role: 'editor', editing: true, seenAt: '' }];
    const { draft, seen } = saver(onOthers);
    draft.change('one');
    expect(loadDraft('home')).toMatchObject({ text: 'one', baseVersion: 2, userId: 'u-ana' });
    expect(seen.status.kind).toBe('pending');
    await advance(600);
    draft.change('one two');
    await advance(999);
    expect(api.posts('/screens/home/draft')).toEqual([]);
    await advance(1);
    expect(api.posts('/screens/home/draft').map((c) => c.body)).toEqual([{ text: 'one two', baseVersion: 2 }]);
    expect(seen.status).toEqual({ kind: 'saved', at: api.state.now });
    expect(onOthers).toHaveBeenCalledWith(api.state.others);
  });

  test('a text back at its base drops the draft here and on the server; flush sends at once', async () => {
    const { draft, seen } = saver();
    draft.change('edited');
    draft.flush();
    await advance(0);
    expect(api.posts('/screens/home/draft')).toHaveLength(1);
    draft.change('base');
    expect(loadDraft('home')).toBeNull();
    await advance(1000);
    expect(api.posts('/screens/home/draft/discard')).toHaveLength(1);
    expect(seen.status.kind).toBe('idle');
  });

  test('no answer: "Not saved" with the reason, kept in the browser, tried again a little later', async () => {
    api.failNext('POST /screens/home/draft', 'offline');
    const { draft, seen } = saver();
    draft.change('offline edit');
    await advance(1000);
    expect(seen.status).toEqual({
      kind: 'failed',
      reason: expect.stringMatching(/^the studio server is not answering\. It is kept in this browser/),
      signedOut: false,
    });
    expect(loadDraft('home')?.text).toBe('offline edit');
    await advance(15_000);
    expect(seen.status.kind).toBe('saved');
    expect(api.state.screens.get('home')?.drafts['u-ana']?.text).toBe('offline edit');
  });

  test('an ended session waits for the next sign-in, then sends what failed', async () => {
    api.state.expired = true;
    const { draft, seen } = saver();
    draft.change('typed while signed out');
    await advance(1000);
    expect(seen.status).toMatchObject({ kind: 'failed', signedOut: true });
    await advance(60_000);
    expect(api.posts('/screens/home/draft')).toHaveLength(1);
    api.state.expired = false;
    // Signed in again: the store flushes what waits.
    draft.flush();
    await advance(0);
    expect(api.posts('/screens/home/draft')).toHaveLength(2);
    expect(seen.status.kind).toBe('saved');
  });
});
