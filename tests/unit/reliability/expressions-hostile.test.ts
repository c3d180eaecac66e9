/**
 * Hostile expressions yield an evaluation error or a safe value — never code execution, never a function, never a
 * changed prototype: named attacks, 10,000-deep nesting, 1 MB inputs, patterns shaped for catastrophic backtracking,
 * and a fast-check run of random expressions over hostile names (2,000 cases; 100,000 with HATID_LONG=1).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functions } from '../../../renderer/core/expressions/functions.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';
import { evaluate, resolveValue, type Scope } from '../../../renderer/core/expressions/evaluate.ts';
import { ExpressionError, maxExpressionLength, parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { resolvePath } from '../../../renderer/core/expressions/resolve-path.ts';
import { arbitraryExpression, arbitraryHostileExpression } from '../../support/arbitrary-expression.ts';

const long = process.env.HATID_LONG === '1';
type Probe = typeof globalThis & { pwned?: unknown };

const megabyte = 'x'.repeat(1_000_000);
const bigList = Array.from({ length: 300 }, () => 'y'.repeat(10_000));
const makeScope = (): Scope => ({
  state: { a: 1, s: 'text', list: [1, 2, 3], form: { code: 'x' } },
  // JSON.parse keeps "__proto__" as an own key, as a server answer would.
  data: {
    ...(JSON.parse('{"__proto__": {"polluted": true}, "x": "text", "rows": [{"k": "__proto__", "v": {"polluted": true}}]}') as object),
    fn: () => 'called',
    big: megabyte,
    bigList,
  },
  item: { code: 'constructor' },
});
const env = { query: {}, clock: unknownClock };

/** Evaluates a source as a screen would: ExpressionError and RangeError (a refused function argument) are the safe errors. */
function outcome(source: string, scope: Scope = makeScope()): { value: unknown } | { error: Error } {
  try {
    return { value: resolveValue(`=${source}`, scope, env) };
  } catch (err) {
    if (err instanceof ExpressionError || err instanceof RangeError) return { error: err };
    throw err;
  }
}

/** True when every object reachable from the value is a plain object or a list (no functions, no odd prototypes). */
function plain(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'function' || typeof value === 'symbol') return false;
  if (value === null || typeof value !== 'object' || seen.has(value)) return true;
  seen.add(value);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(value).every((v) => plain(v, seen));
}

const guarded = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype];
/** Each guarded prototype's own properties and their values (or getters), to compare after the run. */
const snapshot = () =>
  guarded.map((p) =>
    Object.getOwnPropertyNames(p).map((n) => [n, Object.getOwnPropertyDescriptor(p, n)?.value ?? Object.getOwnPropertyDescriptor(p, n)?.get]),
  );
let before: ReturnType<typeof snapshot>;

beforeAll(() => {
  before = snapshot();
});

afterAll(() => {
  expect(snapshot()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  expect((globalThis as Probe).pwned).toBeUndefined();
});

describe('named attacks are refused', () => {
  it.each([
    "constructor.constructor('x')()",
    "constructor.constructor('globalThis.pwned = 1')()",
    "data['constructor']",
    "data['constructor']['constructor']('globalThis.pwned = 1')()",
    "state.list['constr' + 'uctor']",
    'data.__proto__',
    'data.__proto__.polluted',
    "data['__proto__']['polluted']",
    'state.prototype',
    "''.constructor.prototype",
    '[].constructor.prototype',
    'this',
    'this.constructor',
    'globalThis.pwned()',
    "window.eval('1')",
    'data.fn()',
    "money.constructor('globalThis.pwned = 1')()",
    "state[item.code]['constructor']",
    "new Function('globalThis.pwned = 1')",
    'state.a = 2',
  ])('%s', (source) => {
    const scope = makeScope();
    const result = outcome(source, scope);
    expect(result).toHaveProperty('error');
    expect(scope.state).toEqual(makeScope().state);
    expect((globalThis as Probe).pwned).toBeUndefined();
  });

  it.each(['globalThis', 'window', 'self', 'document', 'process', 'Function', 'eval', 'Object', 'globalThis.process', 'window.location'])(
    '%s reads as nothing',
    (source) => {
      expect(outcome(source)).toEqual({ value: undefined });
    },
  );

  it('an input cannot be bound to a prototype, even through a key that names one', () => {
    for (const binding of ['=state.__proto__.polluted', '=state.constructor.prototype', '=state[item.code].x', "=state['__pro' + 'to__'].x"]) {
      expect(() => resolvePath(binding, makeScope(), env)).toThrow(ExpressionError);
    }
  });

  it('toMap keeps a "__proto__" key from data as a plain key instead of changing the prototype of its result', () => {
    const result = outcome("toMap(data.rows, 'k', 'v')");
    expect(result).toHaveProperty('value');
    const map = 'value' in result ? (result.value as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.hasOwn(map, '__proto__')).toBe(true);
    expect(outcome("toMap(data.rows, 'k', 'v').polluted")).toEqual({ value: undefined });
  });
});

describe('deep nesting and long sources', () => {
  it.each([
    ['10,000 parentheses', `${'('.repeat(10_000)}1${')'.repeat(10_000)}`],
    ['10,000 members', `state${'.a'.repeat(10_000)}`],
    ['10,000 computed members', `state${"['a']".repeat(10_000)}`],
    ['10,000 calls', `${'string('.repeat(10_000)}1${')'.repeat(10_000)}`],
    ['a 1 MB string literal', `'${megabyte}'`],
  ])('%s: refused for length, before parsing', (_name, source) => {
    expect(source.length).toBeGreaterThan(maxExpressionLength);
    expect(() => parseExpression(source)).toThrow(/longer than/);
  });

  it.each([
    ['nested lists', `${'['.repeat(900)}1${']'.repeat(900)}`],
    ['nested negations', `${'!'.repeat(1_990)}state.a`],
    ['nested minus signs', `${'-'.repeat(1_990)}1`],
    ['nested members', `state${'.a'.repeat(600)}`],
    ['nested conditionals', `${'state.a ? '.repeat(140)}1${' : 2'.repeat(140)}`],
  ])('%s just under the length limit: refused for depth', (_name, source) => {
    expect(source.length).toBeLessThanOrEqual(maxExpressionLength);
    expect(() => parseExpression(source)).toThrow(/nested more than/);
  });

  it('parentheses alone add no depth: 990 of them around a value read as the value', () => {
    expect(outcome(`${'('.repeat(990)}state.a${')'.repeat(990)}`)).toEqual({ value: 1 });
  });
});

describe('1 MB inputs and patterns shaped for catastrophic backtracking', () => {
  const crafted = [
    megabyte,
    `a@${'.'.repeat(100_000)}!`,
    `${'a'.repeat(64)}@${'a.'.repeat(50_000)} `,
    `${'1'.repeat(100_000)}x`,
    `http://a${'a'.repeat(100_000)} `,
    `${'1'.repeat(15)}.${'1'.repeat(100_000)}`,
    `${'中'.repeat(100_000)}a`,
    `${' '.repeat(100_000)}x${' '.repeat(100_000)}`,
  ];

  it('every named check answers false for crafted text at once', () => {
    const kinds = ['email', 'phone', 'mobile', 'chinese', 'url', 'integer', 'decimal'];
    const started = performance.now();
    for (const kind of kinds) for (const text of crafted) expect(functions.check?.([text, kind], env)).toBe(false);
    // Catastrophic backtracking takes seconds to hours; a generous bound only catches that.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a document names a check, never supplies a pattern', () => {
    expect(() => functions.check?.(['aaaa', '^(a+)+$'], env)).toThrow(RangeError);
  });

  it('every string function takes 1 MB of data and stays within the text limit', () => {
    const started = performance.now();
    for (const name of ['money', 'date', 'datetime', 'mask', 'trim', 'lower', 'string', 'number', 'len', 'count', 'includes', 'find', 'withQuery']) {
      const result = outcome(`${name}(data.big, data.big, data.big)`);
      if ('value' in result && typeof result.value === 'string') expect(result.value.length).toBeLessThanOrEqual(megabyte.length);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('functions refuse to build a text longer than 100,000 characters, but pass long texts from data along', () => {
    expect(outcome('join(data.bigList, "")')).toEqual({ error: expect.any(ExpressionError) });
    expect(outcome('withQuery(data.big, "a", data.big)')).toEqual({ error: expect.any(ExpressionError) });
    expect(outcome('len(join([state.s, state.s], "-"))')).toEqual({ value: 9 });
    expect(outcome('len(trim(data.big))')).toEqual({ value: megabyte.length });
  });
});

describe('random expressions over hostile names', { timeout: long ? 60 * 60_000 : 30_000 }, () => {
  it('yield an error or a plain value, leave the scope and globals alone', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryHostileExpression(), arbitraryExpression()), (source) => {
        // The scope holds JSON only, as a screen's does (no function values to pass along).
        const { fn: _fn, ...data } = makeScope().data as Record<string, unknown>;
        const scope: Scope = { ...makeScope(), data };
        const result = outcome(source, scope);
        if ('value' in result) expect(plain(result.value)).toBe(true);
        expect(scope.state).toEqual(makeScope().state);
        expect((globalThis as Probe).pwned).toBeUndefined();
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
      }),
      { numRuns: long ? 100_000 : 2_000, ...(long ? {} : { seed: 20261122 }) },
    );
  });

  it('bindings built from hostile names never resolve to a prototype place', () => {
    fc.assert(
      fc.property(arbitraryHostileExpression(), (source) => {
        try {
          const keys = resolvePath(`=state${source.startsWith('[') ? '' : '.'}${source}`, makeScope(), env);
          expect(keys.some((k) => k === '__proto__' || k === 'prototype' || k === 'constructor')).toBe(false);
        } catch (err) {
          expect(err).toBeInstanceOf(Error);
        }
      }),
      { numRuns: long ? 10_000 : 200, ...(long ? {} : { seed: 20261122 }) },
    );
  });

  it('a parsed AST is only ever read by the whitelist evaluator (no node type runs code)', () => {
    expect(() => evaluate({ type: 'ThisExpression' }, makeScope(), env)).toThrow(ExpressionError);
    expect(() => evaluate({ type: 'NewExpression' }, makeScope(), env)).toThrow(ExpressionError);
  });
});

describe('the parse cache', () => {
  it('starts over after 10,000 distinct sources, so a stream of them cannot grow memory', () => {
    const first = parseExpression('state.a + 424242');
    expect(parseExpression('state.a + 424242')).toBe(first);
    for (let i = 0; i < 10_000; i++) parseExpression(`state.a + ${i}`);
    expect(parseExpression('state.a + 424242')).not.toBe(first);
  });
});
