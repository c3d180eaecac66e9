/**
 * A `visible` rule that can never be true where it stands: on its own (`x == '1' && x == '2'`) or given what must
 * already hold for the widget to be drawn at all, the enclosing widgets' visible rules and the switch case it sits in
 * (the repay button inside the case `170|174|180` of the order status, visible when `== '200'`). The widget would
 * never show, for any borrower; the error names what it contradicts. The logic is rule-logic.ts.
 */
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';
import { isJsonObject } from './node-slots.ts';
import { caseFormula, formulaPaths, ruleFormula, satisfiable, type Formula } from './rule-logic.ts';

/** What must hold for a place of the document to be drawn: one formula, with its words. */
interface Condition {
  formula: Formula;
  words: string;
  roots: Set<string>;
}

function condition(formula: Formula, words: string): Condition {
  return { formula, words, roots: new Set(formulaPaths(formula).map((p) => p.split(/[.[]/)[0] ?? p)) };
}

/** The parsed tree of an expression text ('=…'), or undefined. */
function parsed(text: unknown, parse: (source: string) => unknown): unknown {
  if (typeof text !== 'string' || !text.startsWith('=')) return undefined;
  try {
    return parse(text.slice(1));
  } catch {
    return undefined;
  }
}

/** The case names of a switch case key ("170|174|180" → 170, 174, 180), as the renderer splits them. */
const namesOf = (key: string) => key.split('|').map((p) => p.trim());

/** "a, b or c" */
function listWords(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** An error for each `visible` rule of a document that can never be true where it stands. */
export function checkNeverTrue(doc: unknown, parse: (source: string) => unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  const walk = (value: unknown, keys: (string | number)[], context: Condition[]) => {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => walk(entry, [...keys, i], context));
      return;
    }
    if (!isJsonObject(value)) return;
    let inner = context;
    const rule = parsed(value.visible, parse);
    if (rule !== undefined && typeof value.type === 'string') {
      const formula = ruleFormula(rule);
      const source = String(value.visible).slice(1);
      const pointer = toPointer([...keys, 'visible']);
      if (!satisfiable([formula])) {
        errors.push({ pointer, message: `This rule can never be true: no value makes \`${source}\` hold, so the widget is never drawn.` });
      } else if (!satisfiable([...context.map((c) => c.formula), formula])) {
        const single = context.filter((c) => !satisfiable([c.formula, formula]));
        const why = (single.length ? single : context).map((c) => c.words).join('; and ');
        errors.push({
          pointer,
          message: `This rule can never be true here: the widget is drawn only ${why}, so \`${source}\` never holds and it never shows.`,
        });
      }
      inner = [...context, condition(formula, `when \`${source}\` holds (the visible rule at ${toPointer(keys) || '/'})`)];
    }
    const on = value.type === 'switch' ? parsed(value.on, parse) : undefined;
    const onText = typeof value.on === 'string' ? value.on.slice(1) : '';
    for (const [key, child] of Object.entries(value)) {
      if (key === 'visible') continue;
      let here = inner;
      // A list's entries rebind item, index and the `as` name: what held of the outer ones says nothing of these.
      if (key !== 'items' && key !== 'as' && (typeof value.items === 'string' || Array.isArray(value.items))) {
        const rebound = new Set(['item', 'index', typeof value.as === 'string' ? value.as : 'item']);
        here = here.filter((c) => ![...c.roots].some((r) => rebound.has(r)));
      }
      if (on !== undefined && key === 'cases' && isJsonObject(child)) {
        const earlier: string[] = [];
        for (const [name, node] of Object.entries(child)) {
          const formula = { t: 'and' as const, parts: [caseFormula(on, namesOf(name), true), caseFormula(on, earlier, false)] };
          const words = `when \`${onText}\` is ${listWords(namesOf(name))} (case "${name}" of the switch at ${toPointer(keys) || '/'})`;
          walk(node, [...keys, key, name], [...here, condition(formula, words)]);
          earlier.push(...namesOf(name));
        }
        continue;
      }
      if (on !== undefined && key === 'default' && isJsonObject(value.cases)) {
        const all = Object.keys(value.cases).flatMap(namesOf);
        const words = `when \`${onText}\` is none of ${listWords(all)} (the default of the switch at ${toPointer(keys) || '/'})`;
        walk(child, [...keys, key], [...here, condition(caseFormula(on, all, false), words)]);
        continue;
      }
      walk(child, [...keys, key], here);
    }
  };
  walk(doc, [], []);
  return errors;
}
