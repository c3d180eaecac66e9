/**
 * Which parts of a screen document app builds already on borrowers' phones lack: widget types, widget props, action
 * kinds, action props and expression functions missing from an older released capability manifest. Pure: the
 * document and the manifests in, warnings with JSON Pointers out.
 */
import { isExpression, parseExpression } from '../expressions/parse.ts';
import { toPointer } from './json-pointer.ts';
import { isJsonObject, walkDocument } from './node-slots.ts';

/** An app build's capability manifest (schemas/generated/capabilities.json, capabilities/released/<app>.json). */
export interface Manifest {
  app: string;
  schemaVersion: number;
  widgets: Record<string, { version: string; props: string[] }>;
  actions: Record<string, { version: string; props: string[] }>;
  functions: Record<string, { version: string }>;
}

/** A capability warning: the place in the document and what an older build does with it. */
export interface CapabilityWarning {
  pointer: string;
  message: string;
}

/** Something the document uses, at a place, and whether a manifest has it. */
interface Use {
  pointer: string;
  what: string;
  consequence: string;
  lacks: (m: Manifest) => boolean;
}

const refused = 'that build refuses this screen and shows the copy it already has';

/** Function names an expression AST calls (jsep's shape: CallExpression with an Identifier callee). */
function calledFunctions(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => calledFunctions(n, out));
  else if (isJsonObject(node)) {
    const callee = node.callee;
    if (node.type === 'CallExpression' && isJsonObject(callee) && callee.type === 'Identifier' && typeof callee.name === 'string')
      out.add(callee.name);
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) calledFunctions(value, out);
  }
  return out;
}

/** Every expression string in the document with its keys. */
function expressions(value: unknown, keys: string[], out: { keys: string[]; source: string }[]): void {
  if (isExpression(value)) out.push({ keys, source: value.slice(1) });
  else if (Array.isArray(value)) value.forEach((v, i) => expressions(v, [...keys, String(i)], out));
  else if (isJsonObject(value)) for (const [k, v] of Object.entries(value)) expressions(v, [...keys, k], out);
}

function uses(doc: unknown): Use[] {
  const out: Use[] = [];
  walkDocument(doc, {
    node(node, keys) {
      const type = node.type;
      const pointer = toPointer(keys);
      out.push({ pointer, what: `\`${type}\``, consequence: 'borrowers on that build see its fallback', lacks: (m) => !m.widgets[type] });
      for (const prop of Object.keys(node)) {
        if (prop === 'type') continue;
        out.push({
          pointer: toPointer([...keys, prop]),
          what: `\`${type}\` prop \`${prop}\``,
          consequence: refused,
          lacks: (m) => m.widgets[type] !== undefined && !m.widgets[type].props.includes(prop),
        });
      }
    },
    action(action, keys) {
      const kind = action.do;
      out.push({ pointer: toPointer(keys), what: `action \`${kind}\``, consequence: refused, lacks: (m) => !m.actions[kind] });
      for (const prop of Object.keys(action)) {
        if (prop === 'do') continue;
        out.push({
          pointer: toPointer([...keys, prop]),
          what: `action \`${kind}\` prop \`${prop}\``,
          consequence: refused,
          lacks: (m) => m.actions[kind] !== undefined && !m.actions[kind].props.includes(prop),
        });
      }
    },
  });
  const found: { keys: string[]; source: string }[] = [];
  expressions(doc, [], found);
  for (const { keys, source } of found) {
    let names: Set<string>;
    try {
      names = calledFunctions(parseExpression(source), new Set());
    } catch {
      continue;
    }
    for (const name of names) {
      out.push({
        pointer: toPointer(keys),
        what: `function \`${name}\``,
        consequence: 'that build cannot work out this value',
        lacks: (m) => !m.functions[name],
      });
    }
  }
  return out;
}

/**
 * A warning for every widget type, widget prop, action kind, action prop or function the document uses that one of
 * the released manifests lacks, such as "`qr-code` is not in app 0.1.0: borrowers on that build see its fallback".
 * Manifests of the same app version as `current` (this build) are skipped, and so is what `current` lacks too (validation
 * reports it as an error). Nodes and actions come first, then expressions.
 */
export function checkCapabilities(doc: unknown, released: readonly Manifest[], current?: Manifest): CapabilityWarning[] {
  const older = released.filter((m) => m.app !== current?.app);
  if (older.length === 0) return [];
  const warnings: CapabilityWarning[] = [];
  for (const use of uses(doc)) {
    // What this build lacks too (an unknown widget, prop, action or function) is an error of validation, not a warning.
    if (current && use.lacks(current)) continue;
    const apps = older.filter(use.lacks).map((m) => m.app);
    if (apps.length === 0) continue;
    const where = apps.length === 1 ? `app ${apps[0]}` : `apps ${apps.join(', ')}`;
    warnings.push({ pointer: use.pointer, message: `${use.what} is not in ${where}: ${use.consequence}` });
  }
  return warnings;
}

/**
 * Whether a build with this manifest can draw the document as written: its schemaVersion is not newer than the
 * build's, and it uses no widget type, widget prop, action, action prop or function the build lacks.
 */
export function drawableBy(doc: unknown, manifest: Manifest): boolean {
  if (isJsonObject(doc) && typeof doc.schemaVersion === 'number' && doc.schemaVersion > manifest.schemaVersion) return false;
  return uses(doc).every((use) => !use.lacks(manifest));
}
