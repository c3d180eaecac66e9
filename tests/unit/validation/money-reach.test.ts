/**
 * Issue 17, user gesture for money, statically: `npm run validate` (and so the studio and publishing, which call the
 * same validateScreenText) refuses a document that can reach a money or account endpoint without the borrower's tap,
 * with the offending call's JSON Pointer and plain words. Every screen in screens/ passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moneyEndpointNames } from '../../../adapters/http/endpoints.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';
import { checkMoneyReach } from '../../../renderer/core/validation/money-reach.ts';

const commit = { do: 'call', endpoint: 'repayment.commit', with: { orderId: '=params.orderId' } };
const screenOf = (parts: Record<string, unknown>) => ({
  schemaVersion: 2,
  id: 'hostile',
  title: 'Hostile',
  params: { orderId: { required: true } },
  body: [{ type: 'text', text: 'Hi' }],
  ...parts,
});
// A money screen's texts also need their Filipino (translation-validate.test.ts): not what these tests look at.
const errorsOf = (parts: Record<string, unknown>) =>
  validateScreenText(JSON.stringify(screenOf(parts), null, 2), 'hostile')
    .filter(({ message }) => !message.startsWith('No Filipino for'))
    .map(({ severity, pointer, message }) => ({ severity, pointer, message }));
const button = (onTap: unknown[]) => ({ type: 'button', text: 'Pay', onTap });
const refusal = (endpoint: string, from: string) =>
  `\`${endpoint}\` moves money or changes the borrower's account and may only run after the borrower taps; it is reached from ${from}`;

describe('npm run validate refuses a money call no tap starts', () => {
  it('onLoad → repayment.commit', () => {
    expect(errorsOf({ onLoad: [commit] })).toEqual([
      { severity: 'error', pointer: '/onLoad/0', message: refusal('repayment.commit', 'onLoad (when the screen opens)') },
    ]);
  });

  it('onLoad → the named list push → repayment.commit: the pointer is the call in the list, the words name the list', () => {
    expect(
      errorsOf({
        onLoad: [{ do: 'if', when: '=true', then: [{ do: 'run', name: 'push' }] }],
        actions: { push: [{ do: 'toast', text: 'x' }, commit] },
      }),
    ).toEqual([
      {
        severity: 'error',
        pointer: '/actions/push/1',
        message: `${refusal('repayment.commit', 'onLoad (when the screen opens)')} through the named list \`push\``,
      },
    ]);
  });

  it('a load of a money endpoint', () => {
    expect(errorsOf({ load: { pay: { call: 'repayment.huichao', with: {} } } })).toEqual([
      {
        severity: 'error',
        pointer: '/load/pay/call',
        message: expect.stringContaining(
          "`repayment.huichao` moves money or changes the borrower's account and may only run after the borrower taps, never as a `load`",
        ),
      },
    ]);
  });

  it('onNativeBack → a list → a list → bindCard.save', () => {
    const save = { do: 'call', endpoint: 'bindCard.save', with: {} };
    expect(errorsOf({ onNativeBack: [{ do: 'run', name: 'a' }], actions: { a: [{ do: 'run', name: 'b' }], b: [save] } })).toEqual([
      {
        severity: 'error',
        pointer: '/actions/b/0',
        message: `${refusal('bindCard.save', 'onNativeBack (the native back event, no tap)')} through the named lists \`a\` → \`b\``,
      },
    ]);
  });

  it("a countdown's onDone, even when a tap started the countdown", () => {
    const countdown = { do: 'countdown', path: '=state.s', from: 60, onDone: [{ do: 'run', name: 'push' }] };
    expect(errorsOf({ body: [button([countdown])], actions: { push: [{ do: 'call', endpoint: 'loanConfirm.push', with: {} }] } })).toEqual([
      {
        severity: 'error',
        pointer: '/actions/push/0',
        message: `${refusal('loanConfirm.push', 'the onDone of the countdown at /body/0/onTap/0')} through the named list \`push\``,
      },
    ]);
  });

  it('what follows a wait in a tap, also after a nested list that waits', () => {
    expect(errorsOf({ body: [button([{ do: 'wait', ms: 100 }, commit])] })).toEqual([
      {
        severity: 'error',
        pointer: '/body/0/onTap/1',
        message: refusal('repayment.commit', 'a tap, but after the `wait` at /body/0/onTap/0 (the tap is over by then)'),
      },
    ]);
    expect(errorsOf({ body: [button([{ do: 'run', name: 'slow' }, commit])], actions: { slow: [{ do: 'wait', ms: 100 }] } })).toEqual([
      {
        severity: 'error',
        pointer: '/body/0/onTap/1',
        message: refusal('repayment.commit', 'a tap, but after the `wait` at /actions/slow/0 (the tap is over by then)'),
      },
    ]);
  });

  it('a list that runs itself from onLoad is walked once and still refused', () => {
    expect(
      errorsOf({ onLoad: [{ do: 'run', name: 'loop' }], actions: { loop: [commit, { do: 'run', name: 'loop' }] } }).map((e) => e.pointer),
    ).toEqual(['/actions/loop/0']);
  });
});

describe('npm run validate accepts money calls behind a tap', () => {
  it('a button and a form submit; through named lists, if branches, onSuccess and onError', () => {
    const pay = { do: 'run', name: 'pay' };
    expect(
      errorsOf({
        actions: {
          pay: [{ do: 'call', endpoint: 'repayment.way', with: {}, onSuccess: [commit], onError: [{ do: 'if', when: '=true', then: [commit] }] }],
        },
        body: [button([pay]), { type: 'contact-form', title: 'Contact', onIncomplete: [], onSubmit: [pay] }],
        onLoad: [{ do: 'call', endpoint: 'repayment.way', with: {} }],
      }),
    ).toEqual([]);
  });

  it('the same named list reached by a tap and by onLoad is refused once, from onLoad', () => {
    expect(
      errorsOf({ onLoad: [{ do: 'run', name: 'pay' }], actions: { pay: [commit] }, body: [button([{ do: 'run', name: 'pay' }])] }).map(
        (e) => e.pointer,
      ),
    ).toEqual(['/actions/pay/0']);
  });

  it('every screen of the app', () => {
    const dir = path.resolve(import.meta.dirname, '../../../screens');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'routes.json')) {
      const doc: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      expect(checkMoneyReach(doc, moneyEndpointNames), file).toEqual([]);
    }
  });
});

describe('npm run validate refuses native arguments the app would refuse', () => {
  it('points at the argument and names those the action takes', () => {
    expect(errorsOf({ body: [button([{ do: 'native', action: 'callPhone', args: { phone: '0917', note: '=session.sessionId' } }])] })).toEqual([
      {
        severity: 'error',
        pointer: '/body/0/onTap/0/args/note',
        message: '`callPhone` takes no argument `note` (it takes `phone`); the app would refuse to call it',
      },
    ]);
  });
});
