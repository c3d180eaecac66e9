/**
 * A borrower page drawn once per screen version and query shape, its query values filled in per request (issue 31
 * item 2): the code page with a new code and amount each time costs no React drawing.
 *
 * The shape of a query is, for each name the drawing reads, whether it is absent, empty, digits (an amount in cents),
 * or other text; a value that equals a literal of the document's expressions (showType '1'), one that reads as a
 * number any other way, and every value of a name the expressions use in any other way than as text (compared,
 * computed, passed to a function other than default(), string() or money()) is part of the shape itself. A shape is
 * drawn twice by React with two sets of sentinel values of its classes; the first drawing, cut at each sentinel (and
 * each sentinel's money() text), is the template, and it is kept only when filling it with the second set gives the
 * second drawing byte for byte and every slot sits in a text node or a plain text attribute (never a URL, a script, a
 * style). Otherwise the shape is not slot-safe and each query is drawn by React, as before.
 */
import type { FirstViewModule, ScreenDocumentOf } from './first-view-page.ts';

/** What React writes for a character of text or of an attribute value (react-dom/server's escapeTextForBrowser). */
const reactEscapes: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text as React writes it into HTML, in a text node or an attribute value alike. */
export const escapeAsReact = (text: string) => text.replace(/["&'<>]/g, (c) => reactEscapes[c] ?? c);

/** Attributes a query value may be filled into: shown or spoken text, never an address or a style. */
const textAttributes = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'value']);

/** Functions a text-slot name may pass through: default() and string() give it back, money() is filled as its text. */
const slotFunctions = new Set(['default', 'string', 'money']);

/** How a document's drawing uses the query, worked out once per version. */
export interface SlotPlan {
  /** The names the drawing reads; 'all': it reads the query as a whole (never slotted). */
  read: ReadonlySet<string> | 'all';
  /** The names read, sorted (a shape's order), worked out once instead of for every page request. */
  readSorted: readonly string[];
  /** Names whose value is only shown as text (or as money()'s text): slots. */
  slotted: ReadonlySet<string>;
  /** The literals of the drawn expressions: a value equal to one may select a branch. */
  literals: ReadonlySet<string>;
  required: string[];
}

/** The names a drawn expression reads from the query (`params.x`, `query.x`). */
const namesIn = (source: string) => [...source.matchAll(/\b(?:params|query)\.([A-Za-z_$][\w$]*)/g)].map(([, name]) => name ?? '');

/** Works out a version's plan. */
export function slotPlan(module: FirstViewModule, doc: ScreenDocumentOf): SlotPlan {
  const read = module.queryNamesRead(doc);
  const literals = new Set<string>();
  const unsafe = new Set<string>(['currency', 'productId', 'product_id']);
  for (const source of module.drawnExpressions(doc)) {
    for (const [, , text] of source.matchAll(/(['"])((?:\\.|(?!\1).)*)\1/g)) literals.add(text ?? '');
    const bare = source.slice(1).replace(/(['"])(?:\\.|(?!\1).)*\1/g, "''");
    for (const [, number] of bare.matchAll(/(?<![\w.$])(\d+(?:\.\d+)?)/g)) literals.add(number ?? '');
    const computes = /[<>*/%\-[]/.test(bare) || [...bare.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].some(([, fn]) => !slotFunctions.has(fn ?? ''));
    if (computes) for (const name of namesIn(source)) unsafe.add(name);
  }
  const slotted = new Set(read === 'all' ? [] : [...read].filter((name) => !unsafe.has(name)));
  const required = Object.entries(doc.params ?? {})
    .filter(([, spec]) => spec.required)
    .map(([name]) => name);
  return { read, readSorted: read === 'all' ? [] : [...read].sort(), slotted, literals, required };
}

/**
 * A value's class in a query shape: absent, empty, digits (an amount), a code (letters and digits), a word (letters),
 * or the value itself. The classes are narrow because widgets draw by what a text looks like (widgets/keep-together.tsx:
 * a text that is one value with a digit is kept on one line, up to 40 characters; dates and phone numbers in a sentence
 * get a span): within a class, at its shortest and longest, the drawing is checked to be the same (makeTemplate).
 */
function classOf(plan: SlotPlan, name: string, value: string | undefined): string {
  if (value === undefined) return 'a';
  if (value === '') return 'e';
  if (!plan.slotted.has(name) || plan.literals.has(value)) return `=${value}`;
  if (/^[1-9]\d{5,11}$/.test(value)) return 'd';
  if (/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,24}$/.test(value)) return 'c';
  if (/^[A-Za-z]{8,24}$/.test(value)) return 'w';
  return `=${value}`;
}

/** Letters for a number (a word's sentinel holds no digit). */
const lettersOf = (n: number) => String.fromCharCode(...[...String(n)].map((d) => 97 + Number(d)));

/** A sentinel of a class, set and name, at the class's shortest (set 1) or longest (set 2) length. */
function sentinel(cls: string, set: number, i: number): string | undefined {
  const long = set === 2;
  if (cls === 'd') return `9${set}${String(i).padStart(2, '0')}${long ? '7253816' : ''}3`.padEnd(long ? 12 : 6, '4');
  if (cls === 'c') return `Zq${set}i${i}Q`.padEnd(long ? 23 : 7, 'x') + 'Z';
  if (cls === 'w') return `Zq${lettersOf(set)}i${lettersOf(i)}Q`.padEnd(long ? 23 : 7, 'x') + 'Z';
  return undefined;
}

/**
 * A query's shape: one text (a cache key), or null when it has none worth a template: the drawing reads the query as a
 * whole, or a value is in the shape itself without being a literal of the document (a short code, any currency): such a
 * shape is as new as the query, and its template would cost two drawings instead of one.
 */
export function shapeOf(plan: SlotPlan, query: Readonly<Record<string, string>>): string | null {
  if (plan.read === 'all') return null;
  const classes = plan.readSorted.map((name) => classOf(plan, name, query[name]));
  if (classes.some((cls) => cls.startsWith('=') && !plan.literals.has(cls.slice(1)))) return null;
  return JSON.stringify([classes, plan.required.map((name) => Boolean(query[name]))]);
}

/** A slot: where a query value goes, as itself or as money()'s text of it. */
interface Slot {
  name: string;
  money: boolean;
}

/** A page's drawn part cut at its slots: pieces[0], slot 0, pieces[1], … */
export interface SlotTemplate {
  pieces: string[];
  slots: Slot[];
}

/** Sentinel values for a query of a shape: the n-th set (two sets must differ in every slot). */
function sentinels(plan: SlotPlan, query: Readonly<Record<string, string>>, set: number): Record<string, string> {
  const out: Record<string, string> = { ...query };
  [...plan.slotted].sort().forEach((name, i) => {
    const value = sentinel(classOf(plan, name, query[name]), set, i);
    if (value !== undefined) out[name] = value;
  });
  return out;
}

/** The text a slot holds for a value. */
const slotText = (module: FirstViewModule, slot: Slot, value: string) => escapeAsReact(slot.money ? module.formatMoney(value) : value);

/**
 * Where in `before` (the page up to a slot) the slot sits: true for a text node or a text attribute, with no digit or
 * separator of a date, time, phone or card number right beside it (a value there could complete one: a span of its own).
 */
function isTextPlace(before: string, after: string): boolean {
  if (/[\d*()+]/.test(before.slice(-2)) || /[-:]$/.test(before) || /\d|^[-:]/.test(after.slice(0, 2))) return false;
  const open = before.lastIndexOf('<');
  if (open > before.lastIndexOf('>')) {
    const attribute = /\s([^\s="'<>/]+)="[^"]*$/.exec(before.slice(open));
    return Boolean(attribute?.[1] && textAttributes.has(attribute[1]));
  }
  const lower = before.toLowerCase();
  return !['script', 'style', 'textarea', 'title'].some((tag) => lower.lastIndexOf(`<${tag}`) > lower.lastIndexOf(`</${tag}`));
}

/**
 * The template of a query's shape from two drawings (draw(query) gives the drawn HTML), or null when the shape is not
 * slot-safe: the second drawing differs from the first filled with the second set's values, or a slot is not text.
 */
export async function makeTemplate(
  module: FirstViewModule,
  plan: SlotPlan,
  query: Readonly<Record<string, string>>,
  draw: (query: Record<string, string>) => Promise<string>,
): Promise<SlotTemplate | null> {
  const first = sentinels(plan, query, 1);
  const second = sentinels(plan, query, 2);
  const forms = new Map<string, Slot>();
  for (const name of plan.slotted) {
    const value = first[name];
    if (value === undefined || value === query[name]) continue;
    forms.set(value, { name, money: false });
    const money = module.formatMoney(value);
    if (/^\d/.test(value) && money) forms.set(money, { name, money: true });
  }
  if (forms.size === 0) return null;
  const [a, b] = [await draw(first), await draw(second)];
  const pattern = new RegExp(
    [...forms.keys()]
      .sort((x, y) => y.length - x.length)
      .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of a.matchAll(pattern)) {
    const slot = forms.get(match[0]);
    if (!slot || !isTextPlace(a.slice(0, match.index), a.slice(match.index + match[0].length))) return null;
    pieces.push(a.slice(last, match.index));
    slots.push(slot);
    last = match.index + match[0].length;
  }
  pieces.push(a.slice(last));
  const template = { pieces, slots };
  return fillTemplate(module, template, second) === b ? template : null;
}

/** The texts a query puts into its shape's template's slots, in order: escaped as React escapes them. */
export function slotTexts(module: FirstViewModule, template: SlotTemplate, query: Readonly<Record<string, string>>): string[] {
  return template.slots.map((slot) => slotText(module, slot, query[slot.name] ?? ''));
}

/** The drawn HTML of a query from its shape's template. */
export function fillTemplate(module: FirstViewModule, template: SlotTemplate, query: Readonly<Record<string, string>>): string {
  const texts = slotTexts(module, template, query);
  return template.pieces.map((piece, i) => piece + (texts[i] ?? '')).join('');
}
