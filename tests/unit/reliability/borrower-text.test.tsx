/**
 * Lender text shown to the borrower (issue 17, item 4): a failure's `message` (toast, error.message, a page that could
 * not load) and the joint-login error are folded to one line, capped at 200 characters, and replaced by the
 * endpoint's plain wording when they look technical: markup, a stack trace, JSON, an exception, a session token.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { borrowerText, borrowerTextLimit, capText, genericErrorText, looksTechnical } from '../../../adapters/http/borrower-text.ts';
import { createApi } from '../../../adapters/http/create-api.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import { readAnswer } from '../../../adapters/http/read-answer.ts';
import { showPoisoned } from '../../support/poisoned-screen.tsx';

const fallback = 'Your bank cards could not be loaded. Please try again.';
const twoMegabytes = 'Please try again later. '.repeat(90_000);
const htmlStack =
  '<html><head><title>500</title></head><body><h1>Internal Server Error</h1><pre>TypeError: Cannot read properties of undefined\n' +
  '    at way (/srv/lender/repay.js:12:7)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)</pre></body></html>';

describe('looksTechnical', () => {
  it.each([
    ['HTML markup', '<b>Failed</b>'],
    ['an HTML page', htmlStack],
    ['a JavaScript stack line', 'failed\n    at x (file:1:2)'],
    ['a Java stack line', 'NullPointerException\n\tat com.lender.Repay.commit(Repay.java:42)'],
    ['a Python traceback', 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>'],
    ['a JSON object', '{"error":"E_CARD","detail":null}'],
    ['a JSON list', '[1,2,3]'],
    ['an exception name', 'java.lang.IllegalStateException: card state'],
    ['an error class', 'SyntaxError: Unexpected token'],
    ['SQL', 'SQLSTATE[23000]: Integrity constraint violation'],
    ['a session token', 'Session 9f86d081884c7d659a2feaa0c55ad015 expired'],
    ['a value printed by a program', 'Amount: undefined'],
    ['an encoded tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('%s', (_what, text) => {
    expect(looksTechnical(text)).toBe(true);
  });

  it.each([
    ['a plain message', 'Bank cards are under maintenance. Please try again later.'],
    ['one word', 'Error'],
    ['a message with an amount and a date', 'Pay ₱1.712,17 before 2025-03-14 (7-Eleven: at the counter).'],
    ['a bracketed notice', '[Notice] Your payment is being processed.'],
    ['a pay code', 'Use pay code HT500017000001 at the store.'],
  ])('not %s', (_what, text) => {
    expect(looksTechnical(text)).toBe(false);
  });
});

describe('borrowerText', () => {
  it('folds whitespace and drops invisible and reordering characters', () => {
    expect(borrowerText('  Bank cards\n\n are   under\tmaintenance.\u200b\u202e ', fallback)).toBe('Bank cards are under maintenance.');
  });

  it('caps a long text at 200 characters, at a word, with an ellipsis', () => {
    const shown = borrowerText(twoMegabytes, fallback);
    expect(Array.from(shown).length).toBeLessThanOrEqual(borrowerTextLimit);
    expect(shown.endsWith('…')).toBe(true);
    // Cut where a word ends: what is shown is the start of the message up to a space.
    const kept = shown.slice(0, -1);
    expect(twoMegabytes.startsWith(kept)).toBe(true);
    expect(twoMegabytes[kept.length]).toBe(' ');
    expect(capText('x'.repeat(199) + '😀😀', 200)).toBe('x'.repeat(199) + '…');
  });

  it('replaces a technical, empty or missing text by the plain wording', () => {
    for (const text of [htmlStack, '{"a":1}', '   ', undefined, 42]) expect(borrowerText(text, fallback)).toBe(fallback);
  });

  it('through readAnswer: the endpoint’s own wording, the generic one without it, and the catalog’s wording for a known code first', () => {
    const spec = endpoints['repayment.way'];
    expect(readAnswer(spec, 200, JSON.stringify({ code: 7001, message: htmlStack }))).toMatchObject({ ok: false, message: spec.defaultError });
    expect(readAnswer({ ...spec, defaultError: '' }, 200, JSON.stringify({ code: 7001, message: htmlStack }))).toMatchObject({
      message: genericErrorText,
    });
    const long = readAnswer(spec, 200, JSON.stringify({ code: 7001, message: twoMegabytes }));
    expect(long.ok ? '' : Array.from(long.message).length).toBeLessThanOrEqual(200);
    const confirm = endpoints['repayment.confirm'];
    expect(readAnswer(confirm, 200, JSON.stringify({ code: 800006, message: htmlStack }))).toMatchObject({ message: confirm.errors?.['800006'] });
  });

  it('the joint-login error texts of a successful answer are made fit to show too', async () => {
    const body = { code: 0, message: 'ok', data: { errMessage: htmlStack, noticeMessage: ' You can still\n apply below. ', recProducts: [] } };
    const api = createApi({ baseURL: 'http://lender.test/api', fetch: async () => new Response(JSON.stringify(body)) });
    expect(await api.call('unionError.info', {}, { query: {} })).toEqual({
      ok: true,
      data: { errMessage: '', noticeMessage: 'You can still apply below.', recProducts: [] },
    });
  });
});

describe('through the renderer: a page whose lender answer fails', () => {
  const query = { productId: '7', orderId: '5000174', amount: '895900' };

  it('a stack trace in HTML: the borrower reads the endpoint’s plain wording, never the markup', async () => {
    await showPoisoned('#/payway', query, 'repay-cards-fail', { message: htmlStack });
    expect(await screen.findByText(endpoints['repayment.way'].defaultError)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/TypeError|repay\.js|<h1>|Internal Server Error/);
  });

  it('a 2 MB message: the borrower reads its first 200 characters on one line', async () => {
    await showPoisoned('#/payway', query, 'repay-cards-fail', { message: twoMegabytes });
    const shown = await screen.findByText(/^Please try again later\./);
    expect(Array.from(shown.textContent ?? '').length).toBeLessThanOrEqual(200);
    expect((document.body.textContent ?? '').length).toBeLessThan(2_000);
  });
});
