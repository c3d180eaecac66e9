/**
 * Validation bench: the time to check every screen of screens/*.json (routes.json aside) the way the app does before
 * drawing it (app/load-screen.ts prepareScreen): the size and depth limits, the schemaVersion migration, the
 * scan for the widget types used, then validateDocument with the split precompiled validators
 * (schemas/generated/validators), the endpoint catalog and the expression parser. Loading the validator chunks, the
 * JSON parse and the lazy widgets are left out (done once, untimed). Runs in Node, not in Chromium; per document it
 * reports p50/p95 over N interleaved repetitions, and the schema walk alone (validateTree) beside it.
 * Standalone: `npx tsx scripts/bench/validation-bench.ts [--smoke]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointNames } from '../../adapters/http/endpoints.ts';
import { parseExpression } from '../../renderer/core/expressions/parse.ts';
import { migrateDocument } from '../../renderer/core/migrations/migrate-document.ts';
import { checkDocumentValue } from '../../renderer/core/validation/document-limits.ts';
import { generatedLoaders, startLoadingValidators, widgetTypesNamed } from '../../renderer/core/validation/load-validators.ts';
import { walkDocument } from '../../renderer/core/validation/node-slots.ts';
import { validateTree, type SplitValidators } from '../../renderer/core/validation/split-validation.ts';
import { validateDocument } from '../../renderer/core/validation/validate-document.ts';

const screensDir = fileURLToPath(new URL('../../screens/', import.meta.url));

/** One screen's figures, in microseconds. */
export interface ValidationRow {
  screen: string;
  bytes: number;
  nodes: number;
  /** The app's whole check (limits, migration, type scan, validateDocument): median and 95th percentile. */
  p50Us: number;
  p95Us: number;
  /** The schema walk with the split validators alone (validateTree). */
  schemaP50Us: number;
  schemaP95Us: number;
}

/** The validation bench's report (JSON-serialisable). */
export interface ValidationBenchReport {
  runtime: string;
  repetitions: number;
  warmup: number;
  included: string;
  documents: number;
  rows: ValidationRow[];
  /** Percentiles over every timed check of every document (the app's whole check). */
  overall: { p50Us: number; p95Us: number; totalP50Ms: number };
  /** Harness failures only: a screen that does not validate, a validator that did not load. */
  broken: string[];
}

/** The q-quantile (0..1) of a list, interpolated linearly between the two nearest ranks; NaN when empty. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(1, Math.max(0, q)) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (rank - low);
}

/** A number of microseconds rounded to tenths. */
export const roundUs = (us: number): number => Math.round(us * 10) / 10;

/** The order of `count` items on repetition `rep`: rotated by one each time, so no screen always runs first. */
export function rotation(count: number, rep: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + rep) % count);
}

interface Screen {
  id: string;
  doc: unknown;
  bytes: number;
  nodes: number;
  validators: SplitValidators;
}

/** The app's check of one parsed document, as prepareScreen does it once the validator chunks are in: why it fails, or undefined. */
export function appCheck(doc: unknown, validators: SplitValidators): string | undefined {
  const tooBig = checkDocumentValue(doc);
  if (tooBig) return tooBig.message;
  const migration = migrateDocument(doc);
  if (!migration.ok) return migration.message;
  widgetTypesNamed(migration.document, generatedLoaders.widgets);
  const result = validateDocument(migration.document, { validators, endpointNames, parseExpression });
  return result.ok ? undefined : result.errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ');
}

async function loadScreens(broken: string[]): Promise<Screen[]> {
  const files = readdirSync(screensDir)
    .filter((f) => f.endsWith('.json') && f !== 'routes.json')
    .sort();
  const forDocument = startLoadingValidators();
  const screens: Screen[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(screensDir, file), 'utf8');
    const doc: unknown = JSON.parse(text);
    let nodes = 0;
    walkDocument(doc, { node: () => void nodes++ });
    try {
      screens.push({
        id: file.replace(/\.json$/, ''),
        doc,
        bytes: Buffer.byteLength(JSON.stringify(doc)),
        nodes,
        validators: await forDocument(doc),
      });
    } catch (err) {
      broken.push(`${file}: its validators did not load (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return screens;
}

/** Times the app's check of every screen, `smoke` with 10 repetitions instead of 200. */
export async function runValidationBench(opts: { smoke: boolean }): Promise<ValidationBenchReport> {
  const repetitions = opts.smoke ? 10 : 200;
  const warmup = opts.smoke ? 2 : 20;
  const broken: string[] = [];
  const screens = await loadScreens(broken);
  for (const s of screens) {
    const problem = appCheck(s.doc, s.validators);
    if (problem) broken.push(`${s.id}: does not validate (${problem.slice(0, 300)})`);
  }
  if (screens.length === 0) broken.push('no screen documents found in screens/');
  const app = screens.map(() => [] as number[]);
  const schema = screens.map(() => [] as number[]);
  for (let rep = 0; rep < warmup + repetitions; rep++) {
    for (const i of rotation(screens.length, rep)) {
      const s = screens[i] as Screen;
      const t0 = performance.now();
      appCheck(s.doc, s.validators);
      const t1 = performance.now();
      validateTree(s.doc, s.validators);
      const t2 = performance.now();
      if (rep >= warmup) {
        (app[i] as number[]).push((t1 - t0) * 1000);
        (schema[i] as number[]).push((t2 - t1) * 1000);
      }
    }
  }
  const rows = screens.map((s, i) => ({
    screen: s.id,
    bytes: s.bytes,
    nodes: s.nodes,
    p50Us: roundUs(percentile(app[i] as number[], 0.5)),
    p95Us: roundUs(percentile(app[i] as number[], 0.95)),
    schemaP50Us: roundUs(percentile(schema[i] as number[], 0.5)),
    schemaP95Us: roundUs(percentile(schema[i] as number[], 0.95)),
  }));
  const all = app.flat();
  return {
    runtime: `Node ${process.version} (no CPU slowdown)`,
    repetitions,
    warmup,
    included:
      'per document, as prepareScreen does it: size/depth limits, schemaVersion migration (every screen is current, so only the version check), widget-type scan, validateDocument (split precompiled validators, endpoint names, named actions, expressions); validator chunk loading and JSON.parse excluded',
    documents: screens.length,
    rows,
    overall: {
      p50Us: roundUs(percentile(all, 0.5)),
      p95Us: roundUs(percentile(all, 0.95)),
      totalP50Ms: Math.round(rows.reduce((sum, r) => sum + r.p50Us, 0)) / 1000,
    },
    broken,
  };
}

/** Prints the report as a table. */
export function printValidationReport(report: ValidationBenchReport): void {
  console.log(`\nValidation of ${report.documents} screens, ${report.repetitions} repetitions after ${report.warmup} warm-up, ${report.runtime}`);
  console.table(report.rows.map((r) => ({ ...r, 'p50 ms': (r.p50Us / 1000).toFixed(3) })));
  console.log(
    `All documents: p50 ${report.overall.p50Us} µs, p95 ${report.overall.p95Us} µs; every screen once (sum of p50s): ${report.overall.totalP50Ms} ms`,
  );
  console.log(`Included: ${report.included}`);
  if (report.broken.length) console.error(`validation bench: the harness is broken:\n  ${report.broken.join('\n  ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runValidationBench({ smoke: process.argv.includes('--smoke') }).then(
    (report) => {
      printValidationReport(report);
      if (report.broken.length) process.exitCode = 1;
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
