/**
 * A chart over time of one health figure, hour by hour, for a screen version beside the version live before it, drawn
 * with uPlot (its own chunk of the studio, loaded when a chart is first shown). An hour without views has no point.
 */
import { useEffect, useRef, useState } from 'react';
import type { HealthPoint } from './health-api.ts';
import 'uplot/dist/uPlot.min.css';

/** Props of HealthChart. */
export interface HealthChartProps {
  /** What is drawn, such as "Problems per 1,000 views". */
  title: string;
  series: readonly HealthPoint[];
  version: number;
  previousVersion: number | null;
  /** The figure of one hour (null: no point). */
  value(point: HealthPoint): number | null;
  /** The figure's unit, after each value in the legend ("ms", or "" for none). */
  unit?: string;
  /** The window's start (ISO): the time axis runs from it to now. */
  since: string;
}

/** Hours (seconds since 1970) and each version's values, as uPlot takes them. */
export function chartData(
  series: readonly HealthPoint[],
  versions: number[],
  value: (p: HealthPoint) => number | null,
): [number[], ...(number | null)[][]] {
  const hours = [...new Set(series.map((p) => Date.parse(p.hour) / 1000))].sort((a, b) => a - b);
  const at = new Map(series.map((p) => [`${p.version}@${Date.parse(p.hour) / 1000}`, p]));
  return [
    hours,
    ...versions.map((v) =>
      hours.map((h) => {
        const point = at.get(`${v}@${h}`);
        return point ? value(point) : null;
      }),
    ),
  ];
}

const importUplot = () => import('uplot');
let uplot: ReturnType<typeof importUplot> | undefined;
/** uPlot's chunk, asked for once by every chart on the page (a failed load is asked for again). */
function loadUplot(): ReturnType<typeof importUplot> {
  const loading = (uplot ??= importUplot());
  loading.catch(() => {
    if (uplot === loading) uplot = undefined;
  });
  return loading;
}

/** The chart. */
export function HealthChart({ title, series, version, previousVersion, value, unit = '', since }: HealthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || series.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let live = true;
    const versions = previousVersion === null ? [version] : [version, previousVersion];
    void loadUplot().then(
      ({ default: UPlot }) => {
        if (!live) return;
        const styles = getComputedStyle(el);
        const accent = styles.getPropertyValue('--st-accent').trim() || '#0969da';
        const muted = styles.getPropertyValue('--st-muted').trim() || '#57606a';
        try {
          chart = new UPlot(
            {
              width: Math.max(320, el.clientWidth),
              height: 200,
              series: [
                {},
                ...versions.map((v, i) => ({
                  label: i === 0 ? `Version ${v}` : `Version ${v} (live before)`,
                  stroke: i === 0 ? accent : muted,
                  width: 2,
                  dash: i === 0 ? [] : [6, 4],
                  spanGaps: false,
                  points: { show: true, size: 5 },
                  value: (_u: unknown, n: number | null) => (n === null ? '–' : `${Math.round(n * 10) / 10}${unit ? ` ${unit}` : ''}`),
                })),
              ],
              axes: [{}, { size: 56 }],
              scales: { x: { time: true, range: (): [number, number] => [Date.parse(since) / 1000, Date.now() / 1000] } },
            },
            chartData(series, versions, value),
            el,
          );
        } catch {
          setBroken(true);
        }
      },
      () => live && setBroken(true),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [series, version, previousVersion, value, unit, since]);
  return (
    <figure className="st-health-chart">
      <figcaption className="st-health-chart__title">{title}, hour by hour</figcaption>
      {series.length === 0 ? <p className="st-muted">No reports in this window yet.</p> : null}
      {broken ? <p className="st-muted">The chart could not be drawn.</p> : null}
      <div ref={box} className="st-health-chart__plot" role="img" aria-label={`${title}, hour by hour`} />
    </figure>
  );
}
