/** How the Health view writes its figures and names what it counts. Pure. */
import type { HealthDetail } from './health-api.ts';

/** A count with thousands separators. */
export const count = (n: number): string => n.toLocaleString('en-PH');

/** One figure of the comparison: its name, how to read it from a version's health, how to write it, and whether more is worse. */
export interface Figure {
  name: string;
  of(h: HealthDetail): number | null;
  write(n: number): string;
  moreIsWorse: boolean;
}

const ms = (n: number) => `${count(Math.round(n))} ms`;

/** The figures compared, in the order shown. */
export const figures: Figure[] = [
  { name: 'Views', of: (h) => h.views, write: count, moreIsWorse: false },
  { name: 'Problems per 1,000 views', of: (h) => h.errorsPer1000, write: (n) => (Math.round(n * 10) / 10).toFixed(1), moreIsWorse: true },
  { name: 'Views with a problem', of: (h) => h.errorRate * 100, write: (n) => `${(Math.round(n * 100) / 100).toFixed(2)} %`, moreIsWorse: true },
  { name: 'Documents refused', of: (h) => h.refusals, write: count, moreIsWorse: true },
  { name: 'LCP (p75)', of: (h) => h.vitals.LCP.p75, write: ms, moreIsWorse: true },
  { name: 'INP (p75)', of: (h) => h.vitals.INP.p75, write: ms, moreIsWorse: true },
  { name: 'CLS (p75)', of: (h) => h.vitals.CLS.p75, write: (n) => n.toFixed(3), moreIsWorse: true },
];

/** The change from the previous version's figure, written with its sign (views compared as counts, not judged). */
export function change(figure: Figure, now: number | null, before: number | null): { text: string; worse: boolean } | null {
  if (now === null || before === null) return null;
  const d = now - before;
  if (d === 0) return { text: 'same', worse: false };
  const text = `${d > 0 ? '+' : '−'}${figure.write(Math.abs(d))}`;
  return { text, worse: figure.moreIsWorse && d > 0 && figure.name !== 'Views' };
}

/** A problem kind as the view names it. */
export const problemWords: Record<string, string> = {
  fallback: 'Fallback drawn',
  'unknown-node': 'Unknown widget',
  refusal: 'Document refused',
  'answer-shape': 'Answer shape',
};
