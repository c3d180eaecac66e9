/**
 * The Health section (issue 30 item 3): a screen version's figures beside the previous live version's, the top problems,
 * tap outcomes per endpoint and charts over time (uPlot, faked here: jsdom draws no canvas), read through the query cache.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HealthDetail, HealthReport } from '../../../studio/health/health-api.ts';
import { fakesPerTest, screenSummary, sessionOf } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

const drawn: { data: unknown; labels: string[] }[] = [];
vi.mock('uplot', () => ({
  default: class {
    constructor(opts: { series: { label?: string }[] }, data: unknown) {
      drawn.push({ data, labels: opts.series.slice(1).map((s) => s.label ?? '') });
    }
    destroy() {}
  },
}));

let api: typeof import('../../../studio/studio-api.ts');
let HealthView: typeof import('../../../studio/health/health-view.tsx').HealthView;
let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
let testConnection: typeof import('../../support/studio-connection.tsx').testConnection;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio, testConnection } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ HealthView } = await import('../../../studio/health/health-view.tsx'));
});
fakesPerTest(() => api);
afterEach(() => {
  drawn.length = 0;
});

function detail(version: number, over: Partial<HealthDetail> = {}): HealthDetail {
  return {
    screenId: 'loan-confirm',
    version,
    since: '2026-11-21T00:00:00.000Z',
    views: 1000,
    refusals: 0,
    exposures: 1000,
    errors: 4,
    errorViews: 4,
    errorRate: 0.004,
    errorsPer1000: 4,
    problems: { fallback: 4, unknownNode: 0, refusal: 0, answerShape: 0 },
    actions: [{ endpoint: 'loanConfirm.push', done: 300, failed: 6, unsent: 40, stopped: 1, nowhere: 0 }],
    sources: { remote: 990, cache: 10, bundled: 0 },
    topProblems: [{ kind: 'fallback', where: '/body/children/2', detail: 'widget `text` failed', count: 4 }],
    vitals: { LCP: { p75: 1800, count: 900 }, INP: { p75: 120, count: 400 }, CLS: { p75: 0.02, count: 900 } },
    ...over,
  };
}

const report: HealthReport = {
  screenId: 'loan-confirm',
  channel: 'production',
  days: 7,
  since: '2026-11-21T00:00:00.000Z',
  live: 8,
  version: 8,
  previousVersion: 7,
  current: detail(8, {
    errors: 250,
    errorViews: 240,
    errorRate: 0.24,
    errorsPer1000: 250,
    topProblems: [{ kind: 'unknown-node', where: '/body/children/3', detail: 'promo-banner', count: 250 }],
    vitals: { LCP: { p75: 2400, count: 900 }, INP: { p75: 150, count: 400 }, CLS: { p75: 0.05, count: 900 } },
  }),
  previous: detail(7),
  series: [
    { hour: '2026-11-28T08:00:00.000Z', version: 8, views: 500, exposures: 500, errors: 125, errorViews: 120, lcpP75: 2400 },
    { hour: '2026-11-28T08:00:00.000Z', version: 7, views: 400, exposures: 400, errors: 2, errorViews: 2, lcpP75: 1800 },
    { hour: '2026-11-28T09:00:00.000Z', version: 8, views: 500, exposures: 500, errors: 125, errorViews: 120, lcpP75: 2300 },
  ],
  versions: [8, 7],
};

describe('HealthView', () => {
  it("shows the live version's figures beside the previous live version's, its problems, taps and charts", async () => {
    vi.mocked(api.listScreens).mockResolvedValue([screenSummary({ id: 'loan-confirm', title: 'Confirm loan' })]);
    const connection = testConnection();
    const request = vi.spyOn(connection.client, 'request').mockResolvedValue(report);
    renderInStudio(<HealthView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />, connection);
    const compared = await screen.findByRole('table', { name: 'Version beside the previous live version' });
    expect(request).toHaveBeenCalledWith('/health/loan-confirm?channel=production&days=7');
    const row = (name: string) => within(compared).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(row('Problems per 1,000 views'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250.0', '4.0', '+246.0']);
    expect(
      within(row('LCP'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2,400 ms', '1,800 ms', '+600 ms']);
    expect(within(row('Problems per 1,000 views')).getAllByRole('cell')[2]?.className).toContain('is-worse');
    const problems = screen.getByRole('table', { name: 'Top problems' });
    expect(within(problems).getByText('/body/children/3')).toBeTruthy();
    expect(within(problems).getByText('promo-banner')).toBeTruthy();
    const taps = screen.getByRole('table', { name: 'Tap outcomes per endpoint' });
    expect(within(taps).getByRole('row', { name: /loanConfirm\.push/ }).textContent).toContain('300 / 6 / 40');
    // Calls that never left the phone: a column of their own, beside Failed, not folded into it.
    expect(
      within(taps)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Endpoint', 'Done', 'Failed', 'Not sent', 'Stopped', 'Led nowhere', 'Version 7: done / failed / not sent']);
    expect(
      within(within(taps).getByRole('row', { name: /loanConfirm\.push/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['loanConfirm.push', '300', '6', '40', '1', '0', '300 / 6 / 40']);
    expect(screen.getByText(/^Not sent: the call failed on the phone before anything was sent/)).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(3), { timeout: 10_000 });
    expect(drawn[0]?.labels).toEqual(['Version 8', 'Version 7 (live before)']);
    const hours = [Date.parse('2026-11-28T08:00:00.000Z') / 1000, Date.parse('2026-11-28T09:00:00.000Z') / 1000];
    expect(drawn[0]?.data).toEqual([hours, [250, 250], [5, null]]);
  });

  it('asks for another version and window when picked', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([screenSummary({ id: 'loan-confirm', title: 'Confirm loan' })]);
    const connection = testConnection();
    const request = vi.spyOn(connection.client, 'request').mockResolvedValue(report);
    renderInStudio(<HealthView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />, connection);
    await screen.findByRole('table', { name: 'Version beside the previous live version' });
    await userEvent.selectOptions(screen.getByLabelText('Version'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Window'), '30');
    await waitFor(() => expect(request).toHaveBeenCalledWith('/health/loan-confirm?channel=production&days=30&version=7'));
  });
});
