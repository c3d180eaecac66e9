/** A fixture replayed against a draft of its screen as the server's worker replays it before a publish (replayDraft in jsdom). */
import { actPoll } from '../../renderer/fixture-harness/act-poll.ts';
import type { FixtureOutcome } from '../../renderer/fixture-harness/fixture-outcome.ts';
import { replayDraft } from '../../renderer/fixture-harness/replay-draft.tsx';
import { visibleLines } from '../../renderer/fixture-harness/visible-lines.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';

/** Replays `fixture` in this test's jsdom, drawing `screenId` from `document`; a step waits at most `timeoutMs`. */
export function replayAsServer(fixture: QaFixture, screenId: string, document: unknown, timeoutMs = 10_000): Promise<FixtureOutcome> {
  window.document.body.replaceChildren();
  const root = window.document.createElement('div');
  window.document.body.append(root);
  return replayDraft({
    fixture,
    screenId,
    document,
    root,
    clockScope: globalThis as Window & typeof globalThis,
    apiBase: `${location.origin}/api`,
    timeoutMs,
    driverName: 'the server',
    visibleLines,
    poll: actPoll,
  });
}
