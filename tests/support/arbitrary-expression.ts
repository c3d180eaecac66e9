/**
 * fast-check arbitraries of expression sources (the text after '='): ones a screen would write (they parse), and
 * hostile ones built around the names an attacker reaches for (constructor, __proto__, globalThis, this, …).
 */
import fc from 'fast-check';
import { functions } from '../../renderer/core/expressions/functions.ts';

const roots = ['params', 'query', 'session', 'state', 'data', 'saved', 'item', 'index', 'event', 'result', 'error'];
const fields = ['a', 'b', 'amount', 'form', 'list', 'code', 'title', 'length', '0', 'x1'];
const binaryOps = ['==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%', '&&', '||', '??'];

/** The names hostile expressions are built from: prototype members, globals, code runners, getters. */
export const hostileNames = [
  'constructor',
  '__proto__',
  'prototype',
  'globalThis',
  'window',
  'self',
  'this',
  'document',
  'process',
  'require',
  'Function',
  'eval',
  'Object',
  'Array',
  'Reflect',
  'Proxy',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'call',
  'apply',
  'bind',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  'setTimeout',
  'fetch',
  'import',
  'new',
  'polluted',
];

const literal = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }).map(String),
  fc.constantFrom('true', 'false', 'null', "'x'", "''", "'174|180'", '0.5'),
  fc.string({ maxLength: 6 }).map((s) => `'${s.replace(/[\\'\n\r\u2028\u2029]/g, '')}'`),
);

/** Expression sources a screen might write: they parse (they may still fail when evaluated, like any rule). */
export function arbitraryExpression(): fc.Arbitrary<string> {
  const { expr } = fc.letrec<{ expr: string; atom: string }>((tie) => ({
    atom: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...roots),
      literal,
      fc
        .tuple(fc.constantFrom(...roots), fc.array(fc.constantFrom(...fields), { minLength: 1, maxLength: 3 }))
        .map(([r, f]) => [r, ...f].join('.').replace(/\.(\d+)/g, '[$1]')),
    ),
    expr: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      tie('atom'),
      fc.tuple(tie('expr'), fc.constantFrom(...binaryOps), tie('expr')).map(([a, op, b]) => `(${a} ${op} ${b})`),
      fc.tuple(fc.constantFrom('!', '-', '+'), tie('expr')).map(([op, a]) => `${op}(${a})`),
      fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
      fc.tuple(fc.constantFrom(...Object.keys(functions)), fc.array(tie('expr'), { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(', ')})`),
      fc.array(tie('expr'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
      fc.tuple(tie('atom'), tie('expr')).map(([a, k]) => `(${a})[${k}]`),
    ),
  }));
  return expr as fc.Arbitrary<string>;
}

/** Hostile expression sources: hostile names reached as identifiers, members, computed keys, callees; mixed with the ordinary. */
export function arbitraryHostileExpression(): fc.Arbitrary<string> {
  const name = fc.constantFrom(...hostileNames);
  const split = name.chain((n) => fc.nat(n.length).map((i) => `'${n.slice(0, i)}' + '${n.slice(i)}'`));
  const step = fc.oneof(
    name.map((n) => `.${n}`),
    name.map((n) => `['${n}']`),
    split.map((s) => `[${s}]`),
    fc
      .array(
        fc.oneof(
          name.map((n) => `'${n}'`),
          arbitraryExpression(),
        ),
        { maxLength: 2 },
      )
      .map((args) => `(${args.join(', ')})`),
    arbitraryExpression().map((e) => `[${e}]`),
  );
  const start = fc.oneof(
    name,
    fc.constantFrom(...roots),
    arbitraryExpression().map((e) => `(${e})`),
    fc.constant('[]'),
    fc.constant("''"),
  );
  const chain = fc.tuple(start, fc.array(step, { minLength: 1, maxLength: 5 })).map(([s, steps]) => s + steps.join(''));
  return fc.oneof(
    chain,
    fc.tuple(chain, fc.constantFrom(...binaryOps), chain).map(([a, op, b]) => `${a} ${op} ${b}`),
    fc.tuple(fc.constantFrom(...Object.keys(functions)), fc.array(chain, { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(', ')})`),
    fc.tuple(chain, fc.constantFrom(' = 1', ' += 1', '++', ' = {}', '; pwned()', ', 1')).map(([a, tail]) => a + tail),
  );
}
