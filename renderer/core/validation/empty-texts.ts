/**
 * Required texts left empty: a widget's or action's text the schema requires (a button's text, a toast's message)
 * that is "" or only spaces, as the studio's form leaves it when the words are deleted. The schema only asks for a
 * string, so the borrower would get a blank button or an empty toast. A text whose schema says `Write ""` (an image's
 * alt for a decoration) may be empty.
 */
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';
import { isJsonObject } from './node-slots.ts';

/** The required texts of each widget type and action, by property name. */
export interface RequiredTexts {
  widgets: Readonly<Record<string, readonly string[]>>;
  actions: Readonly<Record<string, readonly string[]>>;
}

interface SchemaFile {
  file: string;
  schema: Readonly<Record<string, unknown>>;
}

/** The required text properties of one object schema whose `key` is a const, as [const, names]. */
function requiredOf(schema: unknown, key: string): [string, string[]] | undefined {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties) || !Array.isArray(schema.required)) return undefined;
  const props = schema.properties;
  const tag = isJsonObject(props[key]) ? props[key].const : undefined;
  if (typeof tag !== 'string') return undefined;
  const names = schema.required.filter((name): name is string => {
    const prop = typeof name === 'string' ? props[name] : undefined;
    if (!isJsonObject(prop) || typeof prop.$ref !== 'string' || !/\/definitions\/(text|fixedText)$/.test(prop.$ref)) return false;
    return !(typeof prop.description === 'string' && prop.description.includes('Write ""'));
  });
  return names.length ? [tag, names] : undefined;
}

/** The required texts of the widget schemas (schemas/widgets/) and of action.schema.json's actions. */
export function requiredTexts(schemas: readonly SchemaFile[]): RequiredTexts {
  const widgets: Record<string, string[]> = {};
  const actions: Record<string, string[]> = {};
  for (const { file, schema } of schemas) {
    if (file.startsWith('widgets/')) {
      const found = requiredOf(schema, 'type');
      if (found) widgets[found[0]] = found[1];
    } else if (file === 'action.schema.json' && isJsonObject(schema.definitions)) {
      for (const definition of Object.values(schema.definitions)) {
        const found = requiredOf(definition, 'do');
        if (found) actions[found[0]] = found[1];
      }
    }
  }
  return { widgets, actions };
}

/** Places that hold plain data, not widgets or actions (a call's body, a set's value, the starting state). */
const dataKeys = new Set(['with', 'value', 'state', 'query']);

/** Empty, or only spaces and line breaks (a no-break space is a deliberate blank line). */
const blank = /^[ \t\r\n]*$/;

/** An error for each required text of a document that is empty or only spaces. */
export function checkEmptyTexts(doc: unknown, required: RequiredTexts): DocumentError[] {
  const errors: DocumentError[] = [];
  const walk = (value: unknown, keys: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => walk(entry, [...keys, i]));
      return;
    }
    if (!isJsonObject(value)) return;
    const widget = typeof value.type === 'string' && Object.hasOwn(required.widgets, value.type) ? required.widgets[value.type] : undefined;
    const action = typeof value.do === 'string' && Object.hasOwn(required.actions, value.do) ? required.actions[value.do] : undefined;
    const names = widget ?? action ?? [];
    for (const name of names) {
      const what = widget ? `The ${String(value.type)}'s \`${name}\`` : `The ${String(value.do)} action's \`${name}\``;
      const text = value[name];
      // A text in English and Filipino: each language written must have words (a Filipino left out shows the English).
      const places: [(string | number)[], unknown, string][] = isJsonObject(text)
        ? [
            [[name, 'en'], text.en, ' in English'],
            [[name, 'fil'], text.fil, ' in Filipino'],
          ]
        : [[[name], text, '']];
      for (const [at, words, language] of places) {
        if (typeof words !== 'string' || !blank.test(words)) continue;
        errors.push({
          pointer: toPointer([...keys, ...at]),
          message: `${what} is empty${language}: write the words borrowers see (it is required).`,
        });
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (!dataKeys.has(key)) walk(child, [...keys, key]);
    }
  };
  walk(doc, []);
  return errors;
}
