/** npm run lighthouse's pure parts: the LCP comparison per protocol, the protocols option, the pages `--only` picks, DivKit's policy. */
import { describe, expect, it } from 'vitest';
import { chooseMeasured, parseProtocols } from '../../../scripts/lighthouse-pages.ts';
import { allowStyleAttributes } from '../../../scripts/lighthouse-peer-csp.ts';
import type { Row } from '../../../scripts/lighthouse-row.ts';
import { formatComparison, lcpComparison } from '../../../scripts/lighthouse-summary.ts';

const row = (label: string, lcpMs: number, protocol?: 'h1' | 'h2'): Row => ({
  label,
  url: '/',
  screen: 'x',
  performance: 90,
  accessibility: 100,
  lcpMs,
  tbtMs: 0,
  cls: 0,
  fcpMs: 0,
  speedIndexMs: 0,
  findings: [],
  a11yFailures: [],
  ...(protocol ? { protocol } : {}),
});

const rows = [
  row('order details', 2600),
  row('order details (baseline)', 9000),
  row('order details by hand', 2000),
  row('order details DivKit', 3250),
  row('order details AdaptiveCards', 2000),
  row('order details', 2000, 'h2'),
  row('order details by hand', 1600, 'h2'),
  row('order details, server-drawn', 1500, 'h2'),
];

describe('LCP comparison of order details', () => {
  it('gives Hatid / each page on one protocol, ignoring the other protocol and the baseline', () => {
    const h1 = lcpComparison(rows, 'h1');
    expect(h1).toMatchObject({ hatidMs: 2600, handWrittenMs: 2000, divkitMs: 3250, adaptiveCardsMs: 2000 });
    expect(h1.ratio).toBeCloseTo(1.3);
    expect(h1.ratioDivkit).toBeCloseTo(0.8);
    expect(h1.ratioAdaptiveCards).toBeCloseTo(1.3);
    const h2 = lcpComparison(rows, 'h2');
    expect(h2).toMatchObject({ hatidMs: 2000, handWrittenMs: 1600, divkitMs: null, ratioDivkit: null });
    expect(h2.ratio).toBeCloseTo(1.25);
  });

  it('prints each measured page with its ratio and marks a missed goal', () => {
    expect(formatComparison(lcpComparison(rows, 'h1'))).toBe(
      'LCP order details over HTTP/1.1: Hatid 2.60 s; hand-written 2.00 s (Hatid / it 1.30, goal ≤ 1.10 ✗); ' +
        'DivKit 3.25 s (Hatid / it 0.80); Adaptive Cards 2.00 s (Hatid / it 1.30)',
    );
    expect(formatComparison(lcpComparison(rows, 'h2'))).toBe(
      'LCP order details over HTTP/2: Hatid 2.00 s; hand-written 1.60 s (Hatid / it 1.25, goal ≤ 1.10 ✗); ' +
        'server-drawn 1.50 s (it / hand-written 0.94, goal ≤ 1.00)',
    );
    expect(lcpComparison(rows, 'h1').serverDrawnMs).toBeNull();
    expect(formatComparison(lcpComparison([row('order details by hand', 1)], 'h1'))).toBeNull();
  });
});

describe('options', () => {
  it('takes h1 by default, the ones asked for once each, and refuses another protocol', () => {
    expect(parseProtocols(undefined)).toEqual(['h1']);
    expect(parseProtocols('h1,h1-tls,h2,h2')).toEqual(['h1', 'h1-tls', 'h2']);
    expect(() => parseProtocols('h3')).toThrow(/h1, h1-tls and h2/);
  });

  it('picks order details and its three limit pages with --only loanDetails,order-, the server-drawn pages with ssr', () => {
    expect(chooseMeasured(['loanDetails', 'order-', 'csr']).map((m) => m.label)).toEqual([
      'order details',
      'order details by hand',
      'order details DivKit',
      'order details AdaptiveCards',
    ]);
    expect(chooseMeasured(['/loanDetails', 'ssr']).map((m) => m.label)).toEqual(['order details, server-drawn']);
    expect(chooseMeasured(['ssr']).map((m) => m.path)).toEqual(['/loanDetails', '/repaymentByPeriod', '/bindBank', '/complainPage', '/']);
  });
});

describe("DivKit's page policy", () => {
  it('allows inline style attributes and leaves the rest of the policy as it was', () => {
    const policy = "default-src 'self'; style-src 'self'; style-src-attr 'none'; img-src 'self' data:";
    expect(allowStyleAttributes(policy)).toBe("default-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:");
  });
});
