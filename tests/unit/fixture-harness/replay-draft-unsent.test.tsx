/**
 * An unsent answer (`{ "network": "unsent" }`: the call fails before anything leaves, `error.sent` false) replays in the
 * server's replay before a publish and in the studio's fixture frame (replayDraft) as in `npm test`: loan-confirm's
 * not-sent fixture passes against the screen, and is refused against a draft without the not-sent state, so a publish
 * that drops it is held back.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFixtureLender } from '../../../renderer/fixture-harness/fixture-lender.ts';
import type { QaFixture } from '../../../schemas/generated/entities.ts';
import { fixtureProblems, loadFixtureFiles } from '../../support/fixture-files.ts';
import { replayAsServer } from '../../support/server-replay.ts';

const fixture = loadFixtureFiles().find((f) => f.file === 'tests/fixtures/loan-confirm/push-not-sent.json')?.fixture as QaFixture;
const screenText = readFileSync('screens/loan-confirm.json', 'utf8');

const replay = (document: unknown) => replayAsServer(fixture, 'loan-confirm', document, 3_000);

describe('an unsent answer in the draft replay', () => {
  it('passes against loan-confirm, whose push says "Your loan request was not sent"', async () => {
    expect(fixture.answers?.['loanConfirm.push']).toContainEqual({ network: 'unsent' });
    expect(await replay(JSON.parse(screenText))).toEqual({ ok: true });
  });

  it('fails against a draft that reads a call that never left as unconfirmed', async () => {
    const mapping = "error.sent ? 'unconfirmed' : 'notSent'";
    expect(screenText).toContain(mapping);
    const outcome = await replay(JSON.parse(screenText.replace(mapping, "'unconfirmed'")));
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toContain('Your loan request was not sent');
  });

  it('is checked like the other answer kinds: unsent is valid, a misspelling is not', () => {
    const withAnswer = (network: string) => ({ ...fixture, answers: { 'loanConfirm.push': { network } } });
    expect(fixtureProblems(withAnswer('unsent'))).toEqual([]);
    expect(fixtureProblems(withAnswer('unsnet')).join('\n')).toContain(
      '`answers.loanConfirm.push.network`: must be equal to one of the allowed values',
    );
  });

  it('takes its turn in a list: the next call of the endpoint gets the next answer', () => {
    const lender = createFixtureLender({
      fixtureVersion: 1,
      name: 'turns',
      route: '/confirmLoan',
      steps: [],
      answers: { 'loanConfirm.push': [{ network: 'unsent' }, { network: 'error' }], 'loanConfirm.detail': { body: {} } },
    });
    expect(lender.unsent('loanConfirm.detail')).toBe(false);
    expect(lender.unsent('contact.info')).toBe(false);
    expect(lender.unsent('loanConfirm.push')).toBe(true);
    expect(lender.unsent('loanConfirm.push')).toBe(false);
    expect(lender.unsent('loanConfirm.push')).toBe(false);
  });
});
