// @vitest-environment node
/**
 * Issue 18, item 1 (functions): an expression calling a function no build has is an error that blocks publishing, with
 * a did-you-mean, in `npm run validate` and so in the studio (the server's screenProblems runs the same
 * validateScreenText). A function this build has but an older released build lacks stays a capability warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functions } from '../../../renderer/core/expressions/functions.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { checkCapabilities, type Manifest } from '../../../renderer/core/validation/check-capabilities.ts';
import { checkFunctionNames, unknownFunctionMessage } from '../../../renderer/core/validation/unknown-functions.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';
import { screenProblems } from '../../../server/studio-api/screen-checks.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const manifest = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Manifest;
const current = manifest('schemas/generated/capabilities.json');
const v010 = manifest('capabilities/released/0.1.0.json');
const known = Object.keys(functions);

// Loads of an endpoint without an answer schema: any field of data.user, data.amount… may be read (the path check passes).
const load = Object.fromEntries(['user', 'amount', 'amounts', 'a'].map((name) => [name, { call: 'event.save' }]));
const screenOf = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, id: 'rules', title: 'Rules', load, body, ...extra });
const textOf = (body: unknown[], extra?: Record<string, unknown>) => JSON.stringify(screenOf(body, extra), null, 2);
const problemsOf = (body: unknown[], extra?: Record<string, unknown>) =>
  validateScreenText(textOf(body, extra), 'rules').map(({ severity, pointer, message }) => ({ severity, pointer, message }));
const row = (visible: string) => ({ type: 'text', text: 'VIP offer', visible });

describe('npm run validate: unknown expression functions', () => {
  it('refuses `contains(…)`, which no build has, and names the function that does the job', () => {
    expect(problemsOf([row("=contains(data.user.tags, 'vip')")])).toEqual([
      { severity: 'error', pointer: '/body/0/visible', message: 'Unknown function `contains`; did you mean `includes`?' },
    ]);
  });

  it('suggests the nearest name for a typo', () => {
    expect(problemsOf([{ type: 'text', text: '=mony(data.amount, true)' }])[0]?.message).toBe('Unknown function `mony`; did you mean `money`?');
    expect(problemsOf([{ type: 'text', text: '=toNumber(data.amount)' }])[0]?.message).toBe('Unknown function `toNumber`; did you mean `number`?');
  });

  it('lists the functions there are when nothing is close', () => {
    const [problem] = problemsOf([{ type: 'text', text: '=frobnicate(data.amount)' }]);
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toMatch(/^Unknown function `frobnicate`; expressions can use append, check, count, /);
  });

  it('refuses a method call, which the evaluator cannot make, and shows the call by name', () => {
    expect(problemsOf([row("=data.user.tags.contains('vip')")])).toEqual([
      {
        severity: 'error',
        pointer: '/body/0/visible',
        message: 'Unknown function `data.user.tags.contains`; did you mean `includes(data.user.tags, …)`?',
      },
    ]);
  });

  it('finds calls anywhere: nested in arguments, in actions, in loads', () => {
    const problems = problemsOf([{ type: 'button', text: 'Go', onTap: [{ do: 'toast', text: '=money(sum(data.amounts))' }] }]);
    expect(problems).toEqual([{ severity: 'error', pointer: '/body/0/onTap/0/text', message: expect.stringMatching(/^Unknown function `sum`/) }]);
  });

  it("accepts every function of the evaluator, and leaves the screen state's starting values alone (plain data)", () => {
    const calls = known.map((name) => `=${name}(data.a, 1)`);
    expect(calls).toContain('=includes(data.a, 1)');
    expect(
      problemsOf(
        calls.map((text) => ({ type: 'text', text })),
        { state: { note: '=contains(x)' } },
      ),
    ).toEqual([]);
  });

  it('leaves a syntax error to the syntax check (one error, not two)', () => {
    expect(problemsOf([{ type: 'text', text: '=contains(' }])).toEqual([
      { severity: 'error', pointer: '/body/0/text', message: expect.stringContaining('cannot read expression') },
    ]);
  });

  it('checkFunctionNames reports one error per unknown function of an expression', () => {
    const doc = screenOf([{ type: 'text', text: '=contains(x, 1) && contains(y, 2) && lenght(z)' }]);
    expect(checkFunctionNames(doc, known, parseExpression).map((e) => e.message)).toEqual([
      'Unknown function `contains`; did you mean `includes`?',
      expect.stringMatching(/^Unknown function `lenght`/),
    ]);
    expect(unknownFunctionMessage('Money', known)).toBe('Unknown function `Money`; did you mean `money`?');
    // A function renamed in this build: screens still calling the old name are told the new one.
    expect(unknownFunctionMessage('phone', known)).toBe('Unknown function `phone`; did you mean `phoneNumber`?');
  });
});

describe("the studio's checks (server screenProblems, the same validateScreenText)", () => {
  const capabilities = { current, released: [v010] };

  it('shows `contains` as an error that blocks publishing, not as the old "not in app 0.1.0" warning', () => {
    const problems = screenProblems(textOf([row("=contains(data.user.tags, 'vip')")]), 'rules', capabilities);
    expect(problems.map(({ severity, pointer, message }) => ({ severity, pointer, message }))).toEqual([
      { severity: 'error', pointer: '/body/0/visible', message: 'Unknown function `contains`; did you mean `includes`?' },
    ]);
  });

  it('keeps a function this build has but app 0.1.0 lacks as a capability warning, never an error', () => {
    const problems = screenProblems(textOf([{ type: 'text', text: '=loanQuote(100000, 7).total' }]), 'rules', capabilities);
    expect(problems.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'warning', message: 'function `loanQuote` is not in app 0.1.0: that build cannot work out this value' },
    ]);
  });

  it('checkCapabilities leaves out what this build lacks too', () => {
    const doc = screenOf([row("=contains(data.user.tags, 'vip') || loanQuote(1, 7).total > 0")]);
    expect(checkCapabilities(doc, [v010], current).map((w) => w.message)).toEqual([
      'function `loanQuote` is not in app 0.1.0: that build cannot work out this value',
    ]);
  });
});
