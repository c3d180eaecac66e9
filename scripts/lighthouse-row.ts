/** One Lighthouse result as a row of `npm run lighthouse`'s table (scripts/lighthouse.ts), and its printing. */
import type { Result } from 'lighthouse';

/** The targets of the borrower's phone (issue 21). */
export const targets = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05, accessibility: 95, lcpRatio: 1.1 };

/** One measured page. */
export interface Row {
  label: string;
  url: string;
  screen: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Performance opportunities and diagnostics that did not pass, worst first. */
  findings: { id: string; title: string; displayValue?: string; savingsMs?: number }[];
  /** Accessibility audits that failed. */
  a11yFailures: { id: string; title: string }[];
  runtimeError?: string;
  /** The LCP element's selector, as Lighthouse names it. */
  lcpElement?: string;
  /** LCP of every run of this page, in the order measured (the row is the run of median LCP). */
  lcpRunsMs?: (number | null)[];
  /** The protocol the page was served over (h1 when absent). */
  protocol?: 'h1' | 'h1-tls' | 'h2';
  /** The protocol Chromium reports for the page's document (http/1.1, h2), from Lighthouse's network requests. */
  documentProtocol?: string;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** The protocol of the first request (the page's document), as Chromium reported it. */
function documentProtocolOf(lhr: Result): string | undefined {
  const details = lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined;
  return details?.items?.[0]?.protocol || undefined;
}

/** The row of one Lighthouse result. */
export function toRow(label: string, url: string, screen: string, lhr: Result): Row {
  const perfIds = new Set((lhr.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  const findings = Object.values(lhr.audits)
    .filter(
      (a) => perfIds.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    )
    .concat(
      Object.values(lhr.audits).filter(
        (a) => perfIds.has(a.id) && a.scoreDisplayMode === 'informative' && typeof a.displayValue === 'string' && a.displayValue !== '',
      ),
    )
    .filter(
      (a) =>
        ![
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'first-contentful-paint',
          'speed-index',
          'interactive',
          'max-potential-fid',
        ].includes(a.id),
    )
    .map((a) => {
      const savings = a.metricSavings as Record<string, number | undefined> | undefined;
      const savingsMs = Math.max(savings?.LCP ?? 0, savings?.FCP ?? 0, savings?.TBT ?? 0) || undefined;
      return { id: a.id, title: a.title, ...(a.displayValue ? { displayValue: a.displayValue } : {}), ...(savingsMs ? { savingsMs } : {}) };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => ({ id: a.id, title: a.title }));
  return {
    label,
    url,
    screen,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    findings,
    a11yFailures,
    ...(lcpElementOf(lhr) ? { lcpElement: lcpElementOf(lhr) } : {}),
    ...(documentProtocolOf(lhr) ? { documentProtocol: documentProtocolOf(lhr) } : {}),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** The LCP element's selector, from the LCP breakdown insight (a list whose node item is the element). */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node')?.selector;
}

/** The width of the table's first column (the longest label, `order details AdaptiveCards (baseline)`, fits). */
export const labelWidth = 38;

function mark(ok: boolean): string {
  return ok ? ' ' : '✗';
}

/** The row as a line of the printed table. */
export function fmt(row: Row): string {
  const perf = row.performance;
  const a11y = row.accessibility;
  const lcp = row.lcpMs;
  const tbt = row.tbtMs;
  const cls = row.cls;
  const cells = [
    row.label.padEnd(labelWidth),
    (row.protocol ?? 'h1').padEnd(6),
    `${perf ?? '–'}${mark(perf !== null && perf >= targets.performance)}`.padStart(6),
    `${lcp === null ? '–' : (lcp / 1000).toFixed(2)}${mark(lcp !== null && lcp <= targets.lcpMs)}`.padStart(8),
    `${tbt === null ? '–' : Math.round(tbt)}${mark(tbt !== null && tbt <= targets.tbtMs)}`.padStart(8),
    `${cls === null ? '–' : cls.toFixed(3)}${mark(cls !== null && cls <= targets.cls)}`.padStart(8),
    `${a11y ?? '–'}${mark(a11y !== null && a11y >= targets.accessibility)}`.padStart(6),
  ];
  return cells.join('  ');
}
