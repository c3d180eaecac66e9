/**
 * The server's fixture replay moves a fake clock: what the app loads lazily must be in before a step advances it. A
 * fixture whose request times out after 60 s (complaint-list/timeout.json: wait for the loading line, advance 60 s,
 * expect the timeout's words) failed one fresh worker in two when the request left only after the advance (its chunks
 * still loading), so the server refused a publish of a correct text (seen in releases-journey and
 * studio-fixtures-guard). Each check here is a fresh worker, without the replay's second try, with the server's own
 * step limit (10 s): a passing step takes well under a second, so a busy machine does not turn it red.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { createFixtureReplayer } from '../../server/fixture-replay/replay-fixtures.ts';
import { loadFixtureCatalog } from '../../server/studio-api/fixture-catalog.ts';

const id = 'complaint-list';

describe("the server's replay of a fixture that advances the clock past a request's timeout", () => {
  it('passes in every fresh worker, at the first try', async () => {
    const fixtures = loadFixtureCatalog()
      .forScreen(id)
      .filter((f) => f.file.endsWith('complaint-list/timeout.json'));
    expect(fixtures).toHaveLength(1);
    const replay = createFixtureReplayer({ workerFile: inject('replayWorker'), retry: false });
    const text = readFileSync(`screens/${id}.json`, 'utf8');
    for (let i = 0; i < 4; i++) {
      const report = await replay(id, text, fixtures);
      expect(report.results, `worker ${i + 1}`).toEqual([expect.objectContaining({ ok: true })]);
    }
  });
});
