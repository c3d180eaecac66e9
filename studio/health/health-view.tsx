/**
 * The Health section (issue 30 item 3): what one screen version does to borrowers, from the app's field reports — views,
 * problems per 1,000 views with the top pointers and reasons, p75 LCP and INP, CLS, tap outcomes per endpoint — each
 * beside the version live before it, and charts hour by hour. Reads GET /studio-api/health/:id through the query cache.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { screenList } from '../server-state/studio-queries.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { ScreenPicker } from '../shell/screen-picker.tsx';
import type { SessionInfo } from '../studio-api.ts';
import { healthReport, type HealthAsk, type HealthDetail, type HealthPoint, type HealthReport } from './health-api.ts';
import { HealthChart } from './health-chart.tsx';
import { HealthRollout } from './health-rollout.tsx';
import { change, count, figures, problemWords } from './health-words.ts';
import './health.css';

/** Props of HealthView (a section view's). */
export interface HealthViewProps {
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

/** The charts over time: what each draws of an hour. */
const charts: { title: string; unit?: string; value(p: HealthPoint): number | null }[] = [
  { title: 'Problems per 1,000 views', value: (p) => (p.exposures > 0 ? (p.errors / p.exposures) * 1000 : null) },
  { title: 'LCP (p75)', unit: 'ms', value: (p) => p.lcpP75 },
  { title: 'Views', value: (p) => p.views },
];

function Comparison({ report }: { report: HealthReport }) {
  const { current, previous, version, previousVersion } = report;
  return (
    <table className="st-health-table" aria-label="Version beside the previous live version">
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col" className="st-health-table__num">
            Version {version}
            {version === report.live ? ' (live)' : ''}
          </th>
          <th scope="col" className="st-health-table__num">
            {previousVersion === null ? 'No version live before' : `Version ${previousVersion} (live before)`}
          </th>
          <th scope="col" className="st-health-table__num">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => {
          const now = f.of(current);
          const before = previous ? f.of(previous) : null;
          const moved = change(f, now, before);
          return (
            <tr key={f.name}>
              <th scope="row">{f.name}</th>
              <td className="st-health-table__num">{now === null ? '–' : f.write(now)}</td>
              <td className="st-health-table__num">{before === null ? '–' : f.write(before)}</td>
              <td className={`st-health-table__num${moved?.worse ? ' is-worse' : ''}`}>{moved?.text ?? '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TopProblems({ detail }: { detail: HealthDetail }) {
  if (detail.topProblems.length === 0) return <p className="st-muted">No problems reported for this version.</p>;
  return (
    <table className="st-health-table" aria-label="Top problems">
      <thead>
        <tr>
          <th scope="col">Problem</th>
          <th scope="col">Where</th>
          <th scope="col">Why</th>
          <th scope="col" className="st-health-table__num">
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.topProblems.map((p) => (
          <tr key={`${p.kind} ${p.where} ${p.detail}`}>
            <td>{problemWords[p.kind] ?? p.kind}</td>
            <td>
              <code>{p.where || '/'}</code>
            </td>
            <td>{p.detail}</td>
            <td className="st-health-table__num">{count(p.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Taps({ detail, previous, previousVersion }: { detail: HealthDetail; previous: HealthDetail | null; previousVersion: number | null }) {
  if (detail.actions.length === 0) return <p className="st-muted">No taps or calls reported for this version.</p>;
  const before = new Map((previous?.actions ?? []).map((a) => [a.endpoint, a]));
  return (
    <table className="st-health-table" aria-label="Tap outcomes per endpoint">
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col" className="st-health-table__num">
            Done
          </th>
          <th scope="col" className="st-health-table__num">
            Failed
          </th>
          <th scope="col" className="st-health-table__num">
            Not sent
          </th>
          <th scope="col" className="st-health-table__num">
            Stopped
          </th>
          <th scope="col" className="st-health-table__num">
            Led nowhere
          </th>
          <th scope="col" className="st-health-table__num">
            {previousVersion === null ? 'Before' : `Version ${previousVersion}: done / failed / not sent`}
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.actions.map((a) => {
          const b = before.get(a.endpoint);
          return (
            <tr key={a.endpoint}>
              <td>
                <code>{a.endpoint || '(no call)'}</code>
              </td>
              <td className="st-health-table__num">{count(a.done)}</td>
              <td className="st-health-table__num">{count(a.failed)}</td>
              <td className="st-health-table__num">{count(a.unsent)}</td>
              <td className="st-health-table__num">{count(a.stopped)}</td>
              <td className="st-health-table__num">{count(a.nowhere)}</td>
              <td className="st-health-table__num">{b ? `${count(b.done)} / ${count(b.failed)} / ${count(b.unsent)}` : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The section. */
export function HealthView(_props: HealthViewProps) {
  const client = useStudioClient();
  const ids = useId();
  const screens = useQuery(screenList(client));
  const [picked, setPicked] = useState<string | null>(null);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [channel, setChannel] = useState<HealthAsk['channel']>('production');
  const [days, setDays] = useState(7);
  const screenId = picked ?? screens.data?.[0]?.id ?? null;
  const ask: HealthAsk = version === undefined ? { channel, days } : { version, channel, days };
  const report = useQuery({ ...healthReport(client, screenId ?? '', ask), enabled: screenId !== null });
  const data = report.data;
  return (
    <div className="st-health">
      <header className="st-health__head">
        <h2 className="st-health__title">Field health</h2>
        <p className="st-muted">What a published screen version does to borrowers, from the app&rsquo;s field reports.</p>
      </header>
      <div className="st-health__controls">
        <ScreenPicker
          value={screenId}
          onChange={(id) => {
            setPicked(id);
            setVersion(undefined);
          }}
        />
        <label htmlFor={`${ids}-version`}>
          Version
          <select
            id={`${ids}-version`}
            className="st-input"
            value={version === undefined ? 'live' : String(version)}
            onChange={(e) => setVersion(e.target.value === 'live' ? undefined : Number(e.target.value))}
          >
            <option value="live">The live version</option>
            {(data?.versions ?? []).map((v) => (
              <option key={v} value={v}>
                {v === 0
                  ? 'Version 0 (built into the app)'
                  : v === -1
                    ? 'Version not known (CDN)'
                    : `Version ${v}${v === data?.live ? ' (live)' : ''}`}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${ids}-channel`}>
          Channel
          <select id={`${ids}-channel`} className="st-input" value={channel} onChange={(e) => setChannel(e.target.value as HealthAsk['channel'])}>
            <option value="production">Production</option>
            <option value="staging">Staging</option>
          </select>
        </label>
        <label htmlFor={`${ids}-days`}>
          Window
          <select id={`${ids}-days`} className="st-input" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            <option value={1}>Last 24 hours</option>
            <option value={7}>Last 7 days</option>
            <option value={30}>Last 30 days</option>
            <option value={90}>Last 90 days</option>
          </select>
        </label>
      </div>
      {report.isPending && screenId !== null ? <p className="st-muted">Loading health…</p> : null}
      {report.isError ? (
        <p role="alert" className="st-error">
          Health could not be loaded: {report.error.message}
        </p>
      ) : null}
      {data ? (
        <div className="st-health__body">
          <div className="st-health__column">
            {screenId !== null ? <HealthRollout screenId={screenId} version={data.version} /> : null}
            <section className="st-health__panel" aria-label="Compared">
              <h3>
                Version {data.version} beside {data.previousVersion === null ? 'no earlier live version' : `version ${data.previousVersion}`}
              </h3>
              <Comparison report={data} />
              <p className="st-muted st-health__note">
                Since {new Date(data.since).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })} (Manila).
                Views by source: {count(data.current.sources.remote)} from the server, {count(data.current.sources.cache)} kept on the phone,{' '}
                {count(data.current.sources.bundled)} built into the app.
              </p>
            </section>
            <section className="st-health__panel" aria-label="Problems">
              <h3>Top problems of version {data.version}</h3>
              <TopProblems detail={data.current} />
            </section>
            <section className="st-health__panel" aria-label="Taps">
              <h3>Tap outcomes per endpoint</h3>
              <Taps detail={data.current} previous={data.previous} previousVersion={data.previousVersion} />
              <p className="st-muted">
                Not sent: the call failed on the phone before anything was sent (the app&rsquo;s code could not load, often no connection). It says
                nothing about this version, so it is not a problem and never halts a rollout.
              </p>
            </section>
          </div>
          <section className="st-health__panel st-health__charts" aria-label="Over time">
            {charts.map((chart) => (
              <HealthChart
                key={chart.title}
                {...chart}
                series={data.series}
                version={data.version}
                previousVersion={data.previousVersion}
                since={data.since}
              />
            ))}
          </section>
        </div>
      ) : null}
    </div>
  );
}
