/**
 * The statistics of the automatic halt (issue 30 item 4): a two-proportion comparison with a minimum sample. Known
 * values of the formulas, then properties (fast-check): never a halt below the minimum sample or within the margin,
 * rare halts on pure noise (simulated borrowers whose versions fail equally often), always a halt for a version that
 * fails for everyone once the sample is there, and more errors never turning a halt into none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultHaltSettings, haltDecision, type HaltSettings } from '../../../renderer/core/releases/halt-rule.ts';
import { differenceInterval, normalQuantile, sampleSizePerGroup, wilsonInterval } from '../../../renderer/core/releases/statistics.ts';
import { seededRandom as random } from '../../../scripts/seeded-random.ts';

/** How many of `n` simulated views have an error when each does with chance `p`. */
function binomial(n: number, p: number, next: () => number): number {
  let hits = 0;
  for (let i = 0; i < n; i++) if (next() < p) hits++;
  return hits;
}

const settings: HaltSettings = defaultHaltSettings;
const decide = (newer: { views: number; hits: number }, live: { views: number; hits: number }, s: HaltSettings = settings) =>
  haltDecision({ version: 2, ...newer }, { version: 1, ...live }, s);

describe('the formulas', () => {
  it('gives the normal quantiles of the tables', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });

  it('gives the Wilson interval of 0 of 10 and of 50 of 100', () => {
    const none = wilsonInterval({ views: 10, hits: 0 });
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    const half = wilsonInterval({ views: 100, hits: 50 });
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
  });

  it('gives the sample per group of the textbook case (50 % against 60 %, 5 % level, 80 % power)', () => {
    expect(sampleSizePerGroup(0.5, 0.1)).toBe(388);
    expect(sampleSizePerGroup(0.1, 0.05)).toBe(686);
    expect(sampleSizePerGroup(0.5, 0)).toBe(Infinity);
  });

  it('puts the Agresti–Caffo interval around the observed difference', () => {
    const d = differenceInterval({ views: 1000, hits: 120 }, { views: 1000, hits: 100 }, 0.95);
    expect(d.low).toBeLessThan(0.02);
    expect(d.high).toBeGreaterThan(0.02);
    expect(d.low).toBeCloseTo(-0.0085, 2);
  });
});

describe('the halt rule', () => {
  it('halts a version that draws a fallback for every borrower once both have the minimum of views, and records the numbers', () => {
    const d = decide({ views: 300, hits: 300 }, { views: 2700, hits: 8 });
    expect(d).toMatchObject({
      halt: true,
      verdict: 'worse',
      newer: { version: 2, views: 300, errorViews: 300, perThousand: 1000 },
      live: { version: 1, views: 2700, errorViews: 8, perThousand: 3 },
      marginPerThousand: 5,
      minViews: 300,
      confidence: 0.999,
    });
    expect(d.lowerBoundPerThousand).toBeGreaterThan(900);
    expect(decide({ views: 299, hits: 299 }, { views: 2700, hits: 8 })).toMatchObject({ halt: false, verdict: 'too-few-views' });
  });

  it('never halts while either version has fewer views than the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: settings.minViews - 1 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (few, many, pFew, pMany, newerIsFew) => {
          const small = { views: few, hits: Math.round(few * pFew) };
          const large = { views: many, hits: Math.round(many * pMany) };
          const d = newerIsFew ? decide(small, large) : decide(large, small);
          return !d.halt && d.verdict === 'too-few-views';
        },
      ),
    );
  });

  it('never halts when the new version is no worse than the live one plus the margin, however many views', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: settings.minViews, max: 1_000_000 }),
        fc.integer({ min: settings.minViews, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (nNew, nLive, pLive, share) => {
          const live = { views: nLive, hits: Math.floor(nLive * pLive) };
          // The new version's rate anywhere from 0 up to the live rate plus the margin.
          const ceiling = Math.min(1, live.hits / nLive + settings.marginPerThousand / 1000);
          const newer = { views: nNew, hits: Math.floor(nNew * ceiling * share) };
          return !decide(newer, live).halt;
        },
      ),
    );
  });

  it('rarely halts on noise: two versions failing equally often halt in under 1 % of simulated rollouts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.integer({ min: settings.minViews, max: 2000 }),
        fc.integer({ min: settings.minViews, max: 4000 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (p, nNew, nLive, seed) => {
          const next = random(seed);
          let halts = 0;
          const runs = 150;
          for (let i = 0; i < runs; i++) {
            if (decide({ views: nNew, hits: binomial(nNew, p, next) }, { views: nLive, hits: binomial(nLive, p, next) }).halt) halts++;
          }
          return halts / runs <= 0.01;
        },
      ),
      { numRuns: 25, seed: 30 },
    );
  });

  it('rarely halts on noise over a whole rollout asked 100 times as views come in (10 % of the traffic): under 1 %', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.5, noNaN: true }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (p, seed) => {
        const next = random(seed);
        let halted = 0;
        const runs = 300;
        for (let r = 0; r < runs; r++) {
          const newer = { views: 0, hits: 0 };
          const live = { views: 0, hits: 0 };
          for (let look = 0; look < 100; look++) {
            newer.views += 30;
            newer.hits += binomial(30, p, next);
            live.views += 270;
            live.hits += binomial(270, p, next);
            if (decide(newer, live).halt) {
              halted++;
              break;
            }
          }
        }
        return halted / runs < 0.01;
      }),
      { numRuns: 6, seed: 31 },
    );
  });

  it('halts a clearly worse version (every view fails, or 30 points worse) once the minimum sample is there', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.integer({ min: settings.minViews, max: 50_000 }),
        fc.integer({ min: settings.minViews, max: 500_000 }),
        (pLive, nNew, nLive) => {
          const live = { views: nLive, hits: Math.round(nLive * pLive) };
          const everyView = decide({ views: nNew, hits: nNew }, live);
          const worse = decide({ views: nNew, hits: Math.round(nNew * Math.min(1, pLive + 0.3)) }, live);
          return everyView.halt && worse.halt;
        },
      ),
    );
  });

  it('is monotone: more failing views of the new version never undo a halt, more of the live one never cause one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: settings.minViews, max: 20_000 }),
        fc.integer({ min: settings.minViews, max: 20_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        (nNew, nLive, pNew, pLive, extra) => {
          const newer = { views: nNew, hits: Math.round(nNew * pNew) };
          const live = { views: nLive, hits: Math.round(nLive * pLive) };
          const now = decide(newer, live).halt;
          const moreNew = decide({ ...newer, hits: Math.min(nNew, newer.hits + extra) }, live).halt;
          const moreLive = decide(newer, { ...live, hits: Math.min(nLive, live.hits + extra) }).halt;
          return (!now || moreNew) && (now || !moreLive);
        },
      ),
    );
  });

  it('takes its settings: a wider margin or a larger minimum sample holds back a halt the defaults would make', () => {
    const newer = { views: 400, hits: 40 };
    const live = { views: 4000, hits: 80 };
    expect(decide(newer, live).halt).toBe(true);
    expect(decide(newer, live, { ...settings, marginPerThousand: 100 }).halt).toBe(false);
    expect(decide(newer, live, { ...settings, minViews: 500 }).halt).toBe(false);
  });
});
