// @vitest-environment node
/**
 * Time reaches the core, the React binding and widgets only through the clock port (docs/architecture.md): the lint
 * config refuses Date.now(), new Date(), Date(), performance.now() and bare timers there, and leaves a date read from
 * a value, the ports' clock and the tools that drive real time on purpose alone.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const timeRules = new Set(['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax']);
// Only the rules read here (as boundaries.test.ts does: the import graph walk is slow and unread).
const eslint = new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => timeRules.has(ruleId) });

async function refusals(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && timeRules.has(m.ruleId)).length;
}

const reads = [
  'export const a = () => Date.now();',
  'export const b = () => new Date();',
  'export const c = () => String(Date());',
  'export const d = () => performance.now();',
  'export const e = () => setTimeout(() => undefined, 1000);',
  'export const f = (h: number) => clearTimeout(h);',
  'export const g = () => window.setInterval(() => undefined, 1000);',
  'export const h = () => globalThis.setTimeout(() => undefined, 1000);',
].join('\n');

const throughClock = [
  "import type { ClockPort } from '../core/ports.ts';",
  'export const day = (value: string) => new Date(value).getDate();',
  'export const later = (clock: ClockPort, fn: () => void) => clock.setTimeout(fn, 1000);',
  'export const at = (clock: ClockPort) => new Date(clock.wallTime());',
].join('\n');

describe('time only through the clock port', () => {
  it('refuses every direct read of the time and every bare timer in the core, the binding and widgets', async () => {
    for (const file of ['renderer/core/x.ts', 'renderer/core/expressions/x.ts', 'renderer/react/x.tsx', 'widgets/x.tsx']) {
      expect(await refusals(file, reads), file).toBe(8);
    }
  });

  it('lets a date read from a value and the ports’ clock pass', async () => {
    expect(await refusals('renderer/react/x.tsx', throughClock)).toBe(0);
  });

  it('leaves adapters, the composition root, the fixture harness and tests alone', async () => {
    for (const file of ['adapters/x.ts', 'app/x.ts', 'renderer/fixture-harness/x.ts', 'renderer/preview/x.ts', 'tests/unit/x.test.ts']) {
      expect(await refusals(file, reads), file).toBe(0);
    }
  });
});
