/**
 * The expression reader gives jsep's tree, or jsep's error, for every source: every expression of every screen,
 * hand-picked corners, and generated sources (well-formed and random), against jsep with the operators Hatid removes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import jsep from 'jsep';
import { describe, expect, it } from 'vitest';
import { maxExpressionLength } from '../../../renderer/core/expressions/parse.ts';
import { readExpression } from '../../../renderer/core/expressions/read-expression.ts';

for (const op of ['|', '^', '&', '<<', '>>', '>>>', '===', '!==']) jsep.removeBinaryOp(op);
jsep.removeUnaryOp('~');

/** A reader's outcome as text: the tree (keys in order) or the error message. */
function outcome(read: (source: string) => unknown, source: string): string {
  try {
    return `tree ${JSON.stringify(read(source))}`;
  } catch (err) {
    return `error ${err instanceof Error ? err.message : String(err)}`;
  }
}

const same = (source: string) => expect(outcome(readExpression, source), source).toBe(outcome(jsep, source));

function screenExpressions(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('=')) found.add(value.slice(1));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const dir = path.resolve(import.meta.dirname, '../../../screens');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) visit(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  return [...found];
}

const corners = [
  '',
  ' ',
  'a',
  'data.order.name',
  'a.b[c].d(e, f)[0]',
  'a ? b : c',
  'a ? b ? c : d : e ? f : g',
  'a || b && c ?? d',
  '1 + 2 * 3 - 4 / 5 % 6',
  '2 ** 3 ** 2',
  '2 * 3 ** 2 * 4',
  '-a + !b - +c',
  '!!a',
  '- -1',
  'a == b != c < d > e <= f >= g',
  'a === b',
  'a !== b',
  'a & b',
  'a | b',
  'a >> b',
  '~a',
  'a?.b',
  'a?.[b]',
  'a?.(b)',
  'a ?. b',
  'a?.5',
  'a?b:c',
  'a ?.5 : 1',
  '(a, b)',
  '(a)',
  '()',
  '(a',
  'a)',
  'a; b',
  'a, b',
  'a b',
  '[1, , 3]',
  '[,]',
  '[1, 2,]',
  '[',
  'f(,)',
  'f(a,)',
  'f(a b)',
  'f(a',
  'a[',
  'a[]',
  'a[1',
  'a.',
  'a.1',
  '.5',
  '5.',
  '1.2.3',
  '1e5',
  '1E+5',
  '1e-5',
  '1e',
  '1ea',
  '12abc',
  '.',
  '..',
  '"abc"',
  "'a\\'b'",
  '"a\\nb\\tc\\\\d\\x"',
  '"abc',
  '"abc\\',
  'true && false || null',
  'this',
  'this.a',
  'true.a',
  'truex',
  '$a + _b',
  'é + 1',
  'a\n+\tb\r',
  'a ? b',
  'a ? : b',
  'a ? b :',
  '1 +',
  '+',
  'f(a)(b)[c]',
  '"x".length',
  '[1][0]',
  'a = b',
  'a => b',
  '{a: 1}',
  '@',
  'a # b',
  'count(data.list) > 0 ? "yes" : "no"',
];

const alphabet = fc.constantFrom(...'ab $_é019.eE+-*/%!<>=?:,;()[]\'"\\ \t&|^~'.split(''), '**', '??', '&&', '||', '?.', 'true', 'this', 'null');

/** Well-formed sources built from the grammar. */
const wellFormed = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('a', 'b.c', 'd[0]', '1', '2.5', '1e3', '"s"', "'t'", 'true', 'null', 'this'),
    fc
      .tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '%', '**', '==', '!=', '<', '>=', '&&', '||', '??'), tie('expr'))
      .map(([l, o, r]) => `${l} ${o} ${r}`),
    fc.tuple(fc.constantFrom('-', '!', '+'), tie('expr')).map(([o, e]) => `${o}${e}`),
    fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([t, c, a]) => `${t} ? ${c} : ${a}`),
    tie('expr').map((e) => `(${e})`),
    fc.array(tie('expr'), { maxLength: 3 }).map((items) => `f(${items.join(', ')})`),
    fc.array(tie('expr'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
    fc.tuple(tie('expr'), fc.constantFrom('.x', '?.y', '[1]', '?.[z]', '()', '?.(a)')).map(([e, p]) => `(${e})${p}`),
  ),
})).expr;

describe('readExpression', () => {
  it("reads every screen's expressions as jsep does", () => {
    const sources = screenExpressions();
    expect(sources.length).toBeGreaterThan(50);
    for (const source of sources) same(source);
  });

  it.each(corners)('reads %j as jsep does', (source) => same(source));

  // parse.ts refuses longer sources before reading and deeper trees after (expressions-hostile.test.ts); in between,
  // the reader must get through the deepest nesting a source of maxExpressionLength characters can hold.
  it.each([
    ['parentheses', `${'('.repeat(999)}a${')'.repeat(999)}`],
    ['lists', `${'['.repeat(999)}${']'.repeat(999)}`],
    ['negations', `${'!'.repeat(1_999)}a`],
    ['calls', `${'f('.repeat(666)}${')'.repeat(666)}`],
    ['computed members', `a${'[b'.repeat(666)}${']'.repeat(666)}`],
    ['conditionals', `${'a?'.repeat(499)}b${':c'.repeat(499)}`],
    ['a chain of sums', Array.from({ length: 1_000 }, () => 'a').join('+')],
  ])('reads %s 2,000 characters deep as jsep does, without running out of stack', (_kind, source) => {
    expect(source.length).toBeLessThanOrEqual(maxExpressionLength);
    same(source);
  });

  it('reads generated well-formed sources as jsep does', () => {
    fc.assert(
      fc.property(wellFormed, (source) => {
        same(source);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads (or refuses) random sources as jsep does', () => {
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (parts) => {
        same(parts.join(''));
      }),
      { numRuns: 20000 },
    );
  });
});
