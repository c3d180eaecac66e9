/** What a Lighthouse report charged to its LCP (scripts/lighthouse-breakdown.ts): the requests and tasks before the observed LCP. */
import { describe, expect, it } from 'vitest';
import { breakdown, formatBreakdown } from '../../../scripts/lighthouse-breakdown.ts';

const request = (url: string, start: number, end: number, transferSize: number, resourceType = 'Script') => ({
  url,
  networkRequestTime: start,
  networkEndTime: end,
  transferSize,
  resourceType,
  priority: 'High',
});

const report = {
  audits: {
    'largest-contentful-paint': { numericValue: 2400 },
    'first-contentful-paint': { numericValue: 900 },
    'total-blocking-time': { numericValue: 40 },
    metrics: { details: { items: [{ observedLargestContentfulPaint: 300 }] } },
    'lcp-breakdown-insight': {
      details: {
        items: [
          { type: 'table', items: [{ label: 'Time to first byte', duration: 5.2 }] },
          { type: 'node', selector: 'p#status-description', nodeLabel: 'Your repayment is due.' },
        ],
      },
    },
    'network-requests': {
      details: {
        items: [
          request('http://127.0.0.1:1/loanDetails?userId=5512', 1, 6, 10240, 'Document'),
          request('http://127.0.0.1:1/assets/index.js', 40, 120, 99 * 1024),
          request('http://127.0.0.1:1/api/v3/loan-details', 130, 300, 2048, 'Fetch'),
          request('http://127.0.0.1:1/api/v3/installment', 310, 330, 2048, 'Fetch'),
        ],
      },
    },
    'main-thread-tasks': {
      details: {
        items: [
          { startTime: 10, duration: 20 },
          { startTime: 200, duration: 45 },
          { startTime: 301, duration: 90 },
        ],
      },
    },
  },
};

describe('lighthouse breakdown', () => {
  it('counts the requests that ended and the tasks that started by the observed LCP, not those after it', () => {
    const b = breakdown(report);
    expect(b.before).toMatchObject({ count: 3, bytes: 10240 + 99 * 1024 + 2048, scripts: 1, scriptBytes: 99 * 1024 });
    expect(b.tasks).toEqual({ count: 2, ms: 65, longest: 45 });
    expect(b.element).toBe('p#status-description "Your repayment is due."');
    // Query strings (session values) are not printed.
    expect(formatBreakdown('order details', b)).not.toContain('5512');
    expect(formatBreakdown('order details', b)).toContain('LCP 2.40 s (observed 300 ms)');
  });
});
