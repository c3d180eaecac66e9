/**
 * What an edit changed, in a few words per widget (issue 34 item 4: "draft saves say what changed"): the two documents
 * are compared node by node (lists aligned as the merge aligns them), and each change is named by the widget it is in
 * and the field inside it — "changed cell “terms” › title", "added text", "removed image at body/0".
 */
import { diffIndices } from 'node-diff3';
import { isTranslations } from '../../renderer/core/i18n/translations.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { nodeOf } from './request-merge.ts';
import { canonical } from './three-way-merge.ts';

type Change = { kind: 'changed' | 'added' | 'removed'; pointer: string; doc: 'before' | 'after' };

const widgetKey = (e: unknown) =>
  isRecord(e) && typeof e.id === 'string' ? `#${e.id}` : isRecord(e) && typeof e.type === 'string' ? `t:${e.type}` : canonical(e);

function changes(a: unknown, b: unknown, pointer: string, out: Change[]): void {
  if (canonical(a) === canonical(b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    // Widgets kept (same id, or same type in order) are compared inside; the rest were added or removed.
    let ai = 0;
    let bi = 0;
    for (const h of diffIndices(a.map(widgetKey), b.map(widgetKey))) {
      for (; ai < h.buffer1[0]; ai++, bi++) changes(a[ai], b[bi], `${pointer}/${bi}`, out);
      for (let i = 0; i < h.buffer1[1]; i++) out.push({ kind: 'removed', pointer: `${pointer}/${h.buffer1[0] + i}`, doc: 'before' });
      for (let i = 0; i < h.buffer2[1]; i++) out.push({ kind: 'added', pointer: `${pointer}/${h.buffer2[0] + i}`, doc: 'after' });
      ai = h.buffer1[0] + h.buffer1[1];
      bi = h.buffer2[0] + h.buffer2[1];
    }
    for (; ai < a.length; ai++, bi++) changes(a[ai], b[bi], `${pointer}/${bi}`, out);
    return;
  }
  // A text in English and Filipino is one text: "changed the screen › title", not each language and its fingerprint.
  if (isRecord(a) && isRecord(b) && !isTranslations(a) && !isTranslations(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      changes(a[key], b[key], `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, out);
    return;
  }
  out.push({ kind: 'changed', pointer, doc: 'after' });
}

/** Up to `max` lines naming what changed from `before` to `after` (parsed screen documents), then "and N more". */
export function changeSummary(before: unknown, after: unknown, max = 6): string[] {
  const found: Change[] = [];
  changes(before, after, '', found);
  const lines = [
    ...new Set(
      found.map((c) => {
        const { node, field } = nodeOf(c.doc === 'before' ? before : after, c.pointer);
        return c.kind === 'changed' ? `changed ${node}${field ? ` › ${field}` : ''}` : `${c.kind} ${node}`;
      }),
    ),
  ];
  return lines.length > max ? [...lines.slice(0, max), `and ${lines.length - max} more`] : lines;
}
