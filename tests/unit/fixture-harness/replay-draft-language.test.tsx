/**
 * The replay the server runs before a publish (and the studio's fixture frame) draws a fixture in the language its
 * `lang` asks for, as the app and `npm test` do: loan-confirm's Filipino fixture passes against the live text, so an
 * approval of a money screen is not refused for a heading it could never have drawn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { words } from '../../../renderer/core/i18n/app-words.ts';
import type { QaFixture } from '../../../schemas/generated/entities.ts';
import { loadFixtureFiles } from '../../support/fixture-files.ts';
import { replayAsServer } from '../../support/server-replay.ts';

const fixtureOf = (file: string) => loadFixtureFiles().find((f) => f.file === file)?.fixture as QaFixture;

/** Replays `fixture` against the bundled text of loan-confirm as the server's worker does. */
const replay = (fixture: QaFixture) =>
  replayAsServer(fixture, 'loan-confirm', JSON.parse(readFileSync('screens/loan-confirm.json', 'utf8')) as unknown);

describe('the draft replay follows the fixture’s lang', () => {
  it('replays loan-confirm in Filipino (lang=fil) and leaves the app’s words in English afterwards', async () => {
    const fixture = fixtureOf('tests/fixtures/loan-confirm/filipino.json');
    expect(fixture.query?.lang).toBe('fil');
    expect(await replay(fixture)).toEqual({ ok: true });
    expect(words('Loading…')).toBe('Loading…');
  });

  it('replays the English fixture of the same screen in English', async () => {
    expect(await replay(fixtureOf('tests/fixtures/loan-confirm/summary.json'))).toEqual({ ok: true });
  });
});
