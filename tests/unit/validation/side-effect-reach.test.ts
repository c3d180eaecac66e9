/**
 * Issue 29 item 5, statically: `npm run validate` (and so the studio's problem checks and publishing, which call the same
 * validateScreenText) refuses a document that can reach an endpoint with a side effect (it changes the borrower's
 * account or costs money to send) without the borrower's tap, as it refuses money: with the call's pointer and plain
 * words. Tracking that costs nothing may still run on its own, and every bundled screen passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tapRules } from '../../../adapters/http/endpoints.ts';
import { checkMoneyReach } from '../../../renderer/core/validation/money-reach.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';

const sms = { do: 'call', endpoint: 'promotion.sms', with: { phone: '=state.phone' } };
const screenOf = (parts: Record<string, unknown>) => ({
  schemaVersion: 2,
  id: 'hostile',
  title: 'Hostile',
  state: { phone: '' },
  body: [{ type: 'text', text: 'Hi' }],
  ...parts,
});
const errorsOf = (parts: Record<string, unknown>) =>
  validateScreenText(JSON.stringify(screenOf(parts), null, 2), 'hostile').map(({ severity, pointer, message }) => ({ severity, pointer, message }));
const button = (onTap: unknown[]) => ({ type: 'button', text: 'Send', onTap });

describe('npm run validate refuses a side-effect call no tap starts', () => {
  it('onLoad → promotion.sms (costs money to send)', () => {
    expect(errorsOf({ onLoad: [sms] })).toEqual([
      {
        severity: 'error',
        pointer: '/onLoad/0',
        message: '`promotion.sms` costs money to send and may only run after the borrower taps; it is reached from onLoad (when the screen opens)',
      },
    ]);
  });

  it("a countdown's onDone → a named list → loanDetails.googleScore (changes the borrower's account)", () => {
    const countdown = { do: 'countdown', path: '=state.s', from: 60, onDone: [{ do: 'run', name: 'rate' }] };
    expect(errorsOf({ onLoad: [countdown], actions: { rate: [{ do: 'call', endpoint: 'loanDetails.googleScore', with: {} }] } })).toEqual([
      {
        severity: 'error',
        pointer: '/actions/rate/0',
        message:
          "`loanDetails.googleScore` changes the borrower's account and may only run after the borrower taps; it is reached from the onDone of the countdown at /onLoad/0 through the named list `rate`",
      },
    ]);
  });

  it('a load of complaint.saveScore, and an upload after a wait in a tap', () => {
    expect(
      errorsOf({
        load: { rate: { call: 'complaint.saveScore', with: { score: 5, problemId: '1' } } },
        body: [
          button([
            { do: 'wait', ms: 10 },
            { do: 'call', endpoint: 'complaint.uploadImage', with: {} },
          ]),
        ],
      }).map((e) => [e.pointer, e.message.slice(0, e.message.indexOf(' and may'))]),
    ).toEqual([
      ['/body/0/onTap/1', "`complaint.uploadImage` changes the borrower's account"],
      ['/load/rate/call', "`complaint.saveScore` changes the borrower's account"],
    ]);
  });
});

describe('npm run validate accepts', () => {
  it('a side-effect call behind a tap, and tracking calls (event.save, track-visit) from onLoad', () => {
    expect(
      errorsOf({
        onLoad: [
          { do: 'call', endpoint: 'event.save', with: { moduleId: 30 } },
          { do: 'call', endpoint: 'promotion.trackVisit', with: {} },
        ],
        body: [button([sms, { do: 'call', endpoint: 'complaint.saveScore', with: { score: 5, problemId: '1' } }])],
      }),
    ).toEqual([]);
  });

  it('every screen of the app', () => {
    const effects = Object.fromEntries(Object.entries(tapRules).map(([name, rule]) => [name, rule.effect]));
    const dir = path.resolve(import.meta.dirname, '../../../screens');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'routes.json')) {
      const doc: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      expect(checkMoneyReach(doc, effects), file).toEqual([]);
    }
  });
});
