/**
 * The expression reader: jsep 1.6's algorithm and trees for the grammar Hatid keeps (jsep's default grammar with its
 * ternary, without the operators | ^ & << >> >>> === !== ~). Why not jsep itself: it sits in the entry chunk every
 * borrower downloads before the first drawing, and its hooks, plugins and operator tables to configure cost 3.2 KB
 * gzip there against 1.5 KB for this reader (issue 21: entry ≤ 100 KB); it also reads the screens' expressions about
 * twice as fast. It is kept equal to jsep by tests/unit/renderer/read-expression.test.ts, which has jsep read the
 * same sources (every screen's expressions, corners, generated and random sources, the deepest nestings a source can
 * hold) and compares the trees and error texts. Length and depth limits stay in parse.ts, before and after reading.
 */
import type jsep from 'jsep';

type Expr = jsep.Expression;

/** Binary operators and their precedence ('**' alone groups to the right). */
const binaryOps: Readonly<Record<string, number>> = {
  '||': 1,
  '??': 1,
  '&&': 2,
  '==': 6,
  '!=': 6,
  '<': 7,
  '>': 7,
  '<=': 7,
  '>=': 7,
  '+': 9,
  '-': 9,
  '*': 10,
  '/': 10,
  '%': 10,
  '**': 11,
};
const literals: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null };

const isDigit = (c: number) => c >= 48 && c <= 57;
// Letters, $, _ and anything past ASCII (NaN, past the end, is none of them).
const isIdStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128 || c === 36 || c === 95;
const isIdPart = (c: number) => isIdStart(c) || isDigit(c);
const opOf = (text: string) => (Object.hasOwn(binaryOps, text) ? text : undefined);

interface BinaryOp {
  value: string;
  prec: number;
}

// The source being read and the reading position (reading is synchronous: one source at a time).
let expr = '';
let i = 0;
const code = () => expr.charCodeAt(i);
const fail = (message: string): never => {
  throw new Error(`${message} at character ${i}`);
};
const spaces = () => {
  for (let c = code(); c === 32 || c === 9 || c === 10 || c === 13; c = code()) i++;
};
const escapes: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\x0B' };

function expressions(until?: number): Expr[] {
  const nodes: Expr[] = [];
  while (i < expr.length) {
    const c = code();
    if (c === 59 || c === 44) {
      i++;
      continue;
    }
    const node = expression();
    if (node) nodes.push(node);
    else if (i < expr.length) {
      if (c === until) break;
      fail(`Unexpected "${expr.charAt(i)}"`);
    }
  }
  return nodes;
}

// A binary expression, then (jsep's ternary plugin) `? consequent : alternate`.
function expression(): Expr | false {
  const node = binary();
  spaces();
  if (!node || code() !== 63) return node;
  i++;
  const consequent = expression();
  if (!consequent) fail('Expected expression');
  spaces();
  if (code() !== 58) fail('Expected :');
  i++;
  const alternate = expression();
  if (!alternate) fail('Expected expression');
  return { type: 'ConditionalExpression', test: node, consequent, alternate } as Expr;
}

function binaryOp(): string | undefined {
  spaces();
  const op = opOf(expr.slice(i, i + 2)) ?? opOf(expr.slice(i, i + 1));
  if (op) i += op.length;
  return op;
}

function binary(): Expr | false {
  const left = token();
  if (!left) return left;
  let op = binaryOp();
  if (!op) return left;
  let right = token();
  if (!right) fail(`Expected expression after ${op}`);
  const stack: (Expr | BinaryOp)[] = [left, { value: op, prec: binaryOps[op] as number }, right as Expr];
  while ((op = binaryOp())) {
    const info = { value: op, prec: binaryOps[op] as number };
    const groupsLeft = (prev: BinaryOp) => (info.value === '**' && prev.value === '**' ? info.prec > prev.prec : info.prec <= prev.prec);
    while (stack.length > 2 && groupsLeft(stack[stack.length - 2] as BinaryOp)) {
      const r = stack.pop() as Expr;
      const o = (stack.pop() as BinaryOp).value;
      const l = stack.pop() as Expr;
      stack.push({ type: 'BinaryExpression', operator: o, left: l, right: r } as Expr);
    }
    right = token();
    if (!right) fail(`Expected expression after ${op}`);
    stack.push(info, right as Expr);
  }
  let at = stack.length - 1;
  let node = stack[at] as Expr;
  for (; at > 1; at -= 2) {
    node = { type: 'BinaryExpression', operator: (stack[at - 1] as BinaryOp).value, left: stack[at - 2] as Expr, right: node } as Expr;
  }
  return node;
}

function token(): Expr | false {
  spaces();
  const c = code();
  if (isDigit(c) || c === 46) return number();
  let node: Expr | false = false;
  if (c === 39 || c === 34) node = string();
  else if (c === 91) {
    i++;
    node = { type: 'ArrayExpression', elements: list(93) } as Expr;
  } else if (c === 45 || c === 33 || c === 43) {
    i++;
    const argument = token();
    if (!argument) fail('missing unaryOp argument');
    return { type: 'UnaryExpression', operator: String.fromCharCode(c), argument, prefix: true } as Expr;
  } else if (isIdStart(c)) {
    node = identifier();
    const name = node.name as string;
    if (Object.hasOwn(literals, name)) node = { type: 'Literal', value: literals[name], raw: name } as Expr;
    else if (name === 'this') node = { type: 'ThisExpression' } as Expr;
  } else if (c === 40) node = group();
  return node && properties(node);
}

// Member accesses (a.b, a[b], a?.b) and calls after a token.
function properties(start: Expr): Expr {
  let node = start;
  spaces();
  for (let c = code(); c === 46 || c === 91 || c === 40 || c === 63; c = code()) {
    let optional = false;
    if (c === 63) {
      if (expr.charCodeAt(i + 1) !== 46) break;
      optional = true;
      i += 2;
      spaces();
      c = code();
    }
    i++;
    if (c === 91) {
      const property = expression();
      if (!property) fail(`Unexpected "${expr.charAt(i)}"`);
      node = { type: 'MemberExpression', computed: true, object: node, property } as Expr;
      spaces();
      if (code() !== 93) fail('Unclosed [');
      i++;
    } else if (c === 40) {
      node = { type: 'CallExpression', arguments: list(41), callee: node } as Expr;
    } else if (c === 46 || optional) {
      if (optional) i--;
      spaces();
      node = { type: 'MemberExpression', computed: false, object: node, property: identifier() } as Expr;
    }
    if (optional) node.optional = true;
    spaces();
  }
  return node;
}

function number(): Expr {
  const start = i;
  while (isDigit(code())) i++;
  if (code() === 46) for (i++; isDigit(code());) i++;
  let c = expr.charAt(i);
  if (c === 'e' || c === 'E') {
    i++;
    c = expr.charAt(i);
    if (c === '+' || c === '-') i++;
    while (isDigit(code())) i++;
    if (!isDigit(expr.charCodeAt(i - 1))) fail(`Expected exponent (${expr.slice(start, i)}${expr.charAt(i)})`);
  }
  const raw = expr.slice(start, i);
  if (isIdStart(code())) fail(`Variable names cannot start with a number (${raw}${expr.charAt(i)})`);
  else if (code() === 46 || raw === '.') fail('Unexpected period');
  return { type: 'Literal', value: parseFloat(raw), raw } as Expr;
}

function string(): Expr {
  const start = i;
  const quote = expr.charAt(i++);
  let text = '';
  let closed = false;
  while (i < expr.length) {
    let c = expr.charAt(i++);
    if (c === quote) {
      closed = true;
      break;
    }
    if (c === '\\') {
      c = expr.charAt(i++);
      text += Object.hasOwn(escapes, c) ? escapes[c] : c;
    } else text += c;
  }
  if (!closed) fail(`Unclosed quote after "${text}"`);
  return { type: 'Literal', value: text, raw: expr.substring(start, i) } as Expr;
}

function identifier(): Expr {
  const start = i;
  if (!isIdStart(code())) fail(`Unexpected ${expr.charAt(i)}`);
  for (i++; i < expr.length && isIdPart(code());) i++;
  return { type: 'Identifier', name: expr.slice(start, i) } as Expr;
}

// Call arguments up to ')' or array elements up to ']' (where a missing element is null).
function list(end: number): (Expr | null)[] {
  const items: (Expr | null)[] = [];
  let closed = false;
  let commas = 0;
  while (i < expr.length) {
    spaces();
    const c = code();
    if (c === end) {
      closed = true;
      i++;
      if (end === 41 && commas && commas >= items.length) fail(`Unexpected token ${String.fromCharCode(end)}`);
      break;
    } else if (c === 44) {
      i++;
      commas++;
      if (commas !== items.length) {
        if (end === 41) fail('Unexpected token ,');
        while (items.length < commas) items.push(null);
      }
    } else if (items.length !== commas && commas !== 0) {
      fail('Expected comma');
    } else {
      const node = expression();
      if (!node) fail('Expected comma');
      items.push(node as Expr);
    }
  }
  if (!closed) fail(`Expected ${String.fromCharCode(end)}`);
  return items;
}

function group(): Expr | false {
  i++;
  const nodes = expressions(41);
  if (code() !== 41) fail('Unclosed (');
  i++;
  if (nodes.length === 1) return nodes[0] as Expr;
  return nodes.length ? ({ type: 'SequenceExpression', expressions: nodes } as Expr) : false;
}

/** Reads an expression source into jsep's tree (a Compound when it holds several); throws jsep's errors. */
export function readExpression(source: string): Expr {
  expr = source;
  i = 0;
  const nodes = expressions();
  return nodes.length === 1 ? (nodes[0] as Expr) : ({ type: 'Compound', body: nodes } as Expr);
}
