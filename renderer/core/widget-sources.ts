/**
 * Every address a widget loads or links to, checked before the widget gets it: pictures (source-policy.ts), frames,
 * app routes of links and mailto:/tel: contact links (contact-links.ts). A refused address is taken away (the widget
 * shows its empty or fallback state: a grey box, a letter tile, no icon) and reported with its JSON Pointer; nothing
 * is requested. `widgetSources` must name every such prop: a test holds it against the widget schemas.
 */
import { contactLinkProblem } from './contact-links.ts';
import { carriesSecret } from './session-values.ts';
import { escapeToken } from './validation/json-pointer.ts';
import { checkFrameSource, checkImageSource, checkRoute, loggableAddress } from './source-policy.ts';
import type { UrlCheck, UrlPolicy } from './url-policy.ts';

/** What an address is for. */
export type SourceKind = 'image' | 'frame' | 'route' | 'contact';

/**
 * Where a widget takes an address: a prop holding one, a list prop (`list`) of addresses or of objects holding one in
 * `field`, or a binding (`binding`) to a list of addresses (the uploader's pictures).
 */
export interface SourceProp {
  prop: string;
  kind: SourceKind;
  shape?: 'list' | 'binding';
  field?: string;
}

/** The address props of each widget type. */
export const widgetSources: Readonly<Record<string, readonly SourceProp[]>> = {
  image: [{ prop: 'src', kind: 'image' }],
  cell: [{ prop: 'icon', kind: 'image' }],
  'product-offer': [{ prop: 'logo', kind: 'image' }],
  carousel: [{ prop: 'slides', kind: 'image', shape: 'list', field: 'src' }],
  'step-list': [{ prop: 'steps', kind: 'image', shape: 'list', field: 'icon' }],
  'image-grid': [{ prop: 'images', kind: 'image', shape: 'list' }],
  'image-uploader': [{ prop: 'bind', kind: 'image', shape: 'binding' }],
  'site-header': [
    { prop: 'logo', kind: 'image' },
    { prop: 'brandTo', kind: 'route' },
    { prop: 'items', kind: 'route', shape: 'list', field: 'to' },
  ],
  'site-footer': [
    { prop: 'email', kind: 'contact' },
    { prop: 'phone', kind: 'contact' },
  ],
  'web-frame': [{ prop: 'src', kind: 'frame' }],
};

/** Reports a refused address: message and JSON Pointer. */
export type ReportSource = (message: string, pointer: string) => void;

/** Why a picture address carrying a session value is refused. */
export const sessionPictureReason = 'it carries a session value';

function check(kind: SourceKind, value: unknown, raw: unknown, policy: UrlPolicy, secrets: readonly string[]): UrlCheck {
  if (kind === 'image') {
    const verdict = checkImageSource(value, policy);
    return verdict.ok && carriesSecret(verdict.url, secrets) ? { ok: false, reason: sessionPictureReason } : verdict;
  }
  if (kind === 'frame') return checkFrameSource(value, policy);
  if (kind === 'route') return checkRoute(value);
  const problem = typeof value === 'string' ? contactLinkProblem(raw, `mailto:${value}`) : undefined;
  return problem ? { ok: false, reason: problem } : { ok: true, url: String(value) };
}

const describe = (kind: SourceKind) => ({ image: 'picture', frame: 'page', route: 'link', contact: 'contact link' })[kind];

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(loggableAddress(value)) : typeof value);

/**
 * The props with every refused address taken away (the same object when nothing was refused). `raw` is the node as the
 * document wrote it (to tell a fixed value from an expression, and to point at a literal list's entry); `secrets` are
 * the page's session values (session-values.ts sessionSecrets), which no picture address may carry.
 */
export function guardSources(
  type: string,
  props: Record<string, unknown>,
  raw: Record<string, unknown>,
  policy: UrlPolicy,
  pointer: string,
  report: ReportSource,
  secrets: readonly string[],
): Record<string, unknown> {
  const sources = Object.hasOwn(widgetSources, type) ? widgetSources[type] : undefined;
  if (!sources) return props;
  let out = props;
  const set = (prop: string, value: unknown) => {
    if (out === props) out = { ...props };
    out[prop] = value;
  };
  for (const source of sources) {
    const value = props[source.prop];
    if (value === undefined || value === null || value === '') continue;
    const rawProp = raw[source.prop];
    const at = `${pointer}/${escapeToken(source.prop)}`;
    // An address carrying a session value is not shown at all: the value may sit in its path as well as its query.
    const refuse = (entry: unknown, where: string, reason: string) =>
      report(`refused ${describe(source.kind)}${reason === sessionPictureReason ? '' : ` ${shown(entry)}`}: ${reason}`, where);
    if (!source.shape) {
      const verdict = check(source.kind, value, rawProp, policy, secrets);
      if (!verdict.ok) {
        refuse(value, at, verdict.reason);
        set(source.prop, source.kind === 'image' || source.kind === 'frame' ? '' : undefined);
      }
      continue;
    }
    const binding = source.shape === 'binding' ? (value as { value: unknown; set(next: unknown): void }) : undefined;
    const list = binding ? binding.value : value;
    if (!Array.isArray(list)) continue;
    // Entries of a list written out in the document have pointers of their own; entries of a computed list do not.
    const literal = Array.isArray(rawProp);
    let changed = false;
    const kept: unknown[] = [];
    list.forEach((entry: unknown, i) => {
      const address = source.field ? (entry as Record<string, unknown> | null)?.[source.field] : entry;
      if (address === undefined || address === null || address === '') return void kept.push(entry);
      const verdict = check(source.kind, address, undefined, policy, secrets);
      if (verdict.ok) return void kept.push(entry);
      changed = true;
      refuse(address, literal ? `${at}/${i}${source.field ? `/${escapeToken(source.field)}` : ''}` : at, verdict.reason);
      // A refused link goes; a refused picture leaves an empty place (its widget draws a blank tile or nothing).
      if (source.kind === 'route') return;
      kept.push(source.field ? { ...(entry as Record<string, unknown>), [source.field]: '' } : '');
    });
    if (changed) set(source.prop, binding ? { value: kept, set: binding.set } : kept);
  }
  return out;
}
