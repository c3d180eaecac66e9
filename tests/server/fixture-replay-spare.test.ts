/**
 * The server's spare replay worker (replay-fixtures.ts `spare`, as main.ts runs it): the check after a first one runs
 * in a worker that loaded jsdom and the renderer while nothing waited for it, and replays the text it is given; a spare
 * not used within its idle time is ended, and the next check starts a fresh worker. The built worker, as the server's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { createFixtureReplayer } from '../../server/fixture-replay/replay-fixtures.ts';
import { loadFixtureCatalog } from '../../server/studio-api/fixture-catalog.ts';

const id = 'complaint-list';
const fixtures = () =>
  loadFixtureCatalog()
    .forScreen(id)
    .filter((f) => f.file.endsWith('complaint-list/tabs.json'));
const text = readFileSync(`screens/${id}.json`, 'utf8');

describe("the server's spare replay worker", () => {
  it('runs the next check in the spare the last one left, with the text that check gives it', async () => {
    const events: string[] = [];
    const replay = createFixtureReplayer({ workerFile: inject('replayWorker'), retry: false, spare: true, onWorker: (e) => events.push(e) });
    expect(fixtures()).toHaveLength(1);
    const first = await replay(id, text, fixtures());
    expect(first.results).toEqual([expect.objectContaining({ ok: true })]);
    // A text whose tabs are named otherwise: the spare replays it, not the first check's, and the fixture fails.
    const renamed = text.replace('"label": "=item.title"', `"label": "='Tab ' + item.title"`);
    expect(renamed).not.toBe(text);
    const second = await replay(id, renamed, fixtures());
    expect(second.results).toEqual([expect.objectContaining({ ok: false, step: 1 })]);
    const third = await replay(id, text, fixtures());
    expect(third.results).toEqual([expect.objectContaining({ ok: true })]);
    expect(events).toEqual(['fresh', 'spare', 'spare']);
  });

  it('ends a spare not used within its idle time; the next check starts a fresh worker', async () => {
    const events: string[] = [];
    let ended: () => void = () => undefined;
    const spareEnded = new Promise<void>((resolve) => (ended = resolve));
    const replay = createFixtureReplayer({
      workerFile: inject('replayWorker'),
      retry: false,
      spare: true,
      spareIdleMs: 50,
      onWorker: (e) => {
        events.push(e);
        if (e === 'spare ended') ended();
      },
    });
    expect((await replay(id, text, fixtures())).ok).toBe(true);
    await spareEnded;
    expect((await replay(id, text, fixtures())).ok).toBe(true);
    expect(events.slice(0, 3)).toEqual(['fresh', 'spare ended', 'fresh']);
  });
});
