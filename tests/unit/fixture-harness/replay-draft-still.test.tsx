/**
 * The server's replay before a publish (and the studio's fixture frame) reports a fixture that a draft breaks as soon
 * as its screen is still, not when the step's time is up: here that time is ten minutes, far beyond this test's own
 * limit, and the failing step is still named with the check's words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actPoll } from '../../../renderer/fixture-harness/act-poll.ts';
import { replayDraft } from '../../../renderer/fixture-harness/replay-draft.tsx';
import { visibleLines } from '../../../renderer/fixture-harness/visible-lines.ts';
import type { QaFixture } from '../../../schemas/generated/entities.ts';
import { loadFixtureFiles } from '../../support/fixture-files.ts';

const empty = loadFixtureFiles().find((f) => f.file === 'tests/fixtures/complaint-list/empty.json')?.fixture as QaFixture;

describe('a draft that breaks a fixture', () => {
  it('fails at its step once the screen is still, long before a ten-minute step time', async () => {
    expect(empty.steps[1]).toEqual({ expectText: 'No complaints here' });
    const draft = readFileSync('screens/complaint-list.json', 'utf8').replace('"No complaints here"', '"Nothing here"');
    document.body.replaceChildren();
    const root = document.createElement('div');
    document.body.append(root);
    const outcome = await replayDraft({
      fixture: empty,
      screenId: 'complaint-list',
      document: JSON.parse(draft) as unknown,
      root,
      clockScope: globalThis as Window & typeof globalThis,
      apiBase: `${location.origin}/api`,
      timeoutMs: 10 * 60_000,
      driverName: 'the server',
      visibleLines,
      poll: actPoll,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.step).toBe(2);
    expect(outcome.message).toContain('the text "No complaints here" is not shown');
  });
});
