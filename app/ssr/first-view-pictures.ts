/**
 * The pictures a server-drawn page names in its head, before its scripts (issue 31): a picture that is the page's LCP
 * must not be asked for after ~15 module preloads on HTTP/1.1's six connections, nor only once the data is drawn.
 *
 * - React writes a `<link rel="preload" as="image">` for the pictures it draws at once (the home's first carousel slide,
 *   fetched with high priority) at the start of the drawing, that is inside #root, after every script of the head:
 *   `splitPreloads` takes them out of the drawing for the head.
 * - A picture the document marks `eager` (seen as the screen opens) but shown only once the data says so (instalment
 *   repayment's banner, `visible: data.info.isShowReyTop == 1`) is not drawn in the loading view at all, so it was asked
 *   for only when the data was drawn. Its address is often known before the data (state, params, a literal):
 *   `waitingPictures` works it out as the drawing would, with the same URL policy check (never an address that carries
 *   a session value, never one of a host the app would not show), for the head to preload it.
 */
import type { ScreenDocument, WidgetNode } from '../../schemas/generated/types.ts';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import { resolveValue } from '../../renderer/core/expressions/evaluate.ts';
import { unknownClock } from '../../renderer/core/expressions/unknown-clock.ts';
import type { UrlPolicy } from '../../renderer/core/url-policy.ts';
import { guardSources } from '../../renderer/core/widget-sources.ts';
import { pendingOf, readsPending } from '../../renderer/react/pending-reads.ts';

/** React's resource links at the start of a drawing (renderToReadableStream without a <head> of its own writes them there). */
const leadingLink = /^<link\b[^>]*>/;

/** The drawing without the resource links React wrote at its start, and those links. */
export function splitPreloads(html: string): { html: string; links: string[] } {
  const links: string[] = [];
  let rest = html;
  for (let found = leadingLink.exec(rest); found; found = leadingLink.exec(rest)) {
    links.push(found[0]);
    rest = rest.slice(found[0].length);
  }
  return { html: rest, links };
}

const escapes: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
/** An attribute value as React writes it. */
const escapeAttribute = (text: string) => text.replace(/["&'<>]/g, (c) => escapes[c] ?? c);

/** True when a link preloads a picture with high priority. */
const isUrgentPicture = (link: string) => /\sas="image"/.test(link) && /\sfetchPriority="high"/i.test(link);

/**
 * The head's links of a page: `urgent`, its pictures fetched with high priority (React's, then those of `waiting` it
 * did not write, as React writes one), to go before its scripts; `other`, the rest of React's links.
 */
export function headLinks(links: readonly string[], waiting: readonly string[]): { urgent: string[]; other: string[] } {
  const urgent = links.filter(isUrgentPicture);
  for (const src of waiting) {
    const href = ` href="${escapeAttribute(src)}"`;
    if (!links.some((link) => link.includes(href))) urgent.push(`<link rel="preload" as="image"${href} fetchPriority="high"/>`);
  }
  return { urgent, other: links.filter((link) => !isUrgentPicture(link)) };
}

/** Widgets drawn over the page (closed while a screen opens) and lists (their items are the data's). */
const notOpening = new Set(['dialog', 'sheet', 'picker', 'repeat', 'switch']);

/** Props of a node that hold the nodes it draws in its own flow. */
const childKeys = ['children', 'header', 'footer'] as const;

/**
 * The addresses of the eager pictures of a screen's opening whose address reads neither the data nor what onLoad
 * writes, drawn or not by the loading view (one whose visibility reads the data is not: a placeholder): worked out with
 * the screen's controller as the drawing would, and kept only if the URL policy lets the app show them. A node hidden
 * by what is known, or whose visibility reads what this drawing cannot know (`unknown`: the session, saved values), is
 * left out with what it holds; so are lists, switches and what opens over the page.
 */
export function waitingPictures(
  doc: ScreenDocument,
  controller: ScreenController,
  policy: UrlPolicy,
  unknown: readonly string[],
  report: (message: string, pointer: string) => void,
): string[] {
  const pending = pendingOf(doc, false, unknown);
  const places = new Set(unknown);
  const snapshot = controller.store.getSnapshot();
  const scope = controller.scopeOf(snapshot, {});
  const value = (raw: unknown, pointer: string) => {
    try {
      // What reads the phone's date is left out above (`unknown`); were it read, it would fail rather than read the server's.
      return resolveValue(raw, scope, { query: snapshot.query, clock: unknownClock });
    } catch (err) {
      report(err instanceof Error ? err.message : String(err), pointer);
      return undefined;
    }
  };
  const out: string[] = [];
  const visit = (node: WidgetNode, pointer: string) => {
    if (notOpening.has(node.type)) return;
    if (node.visible !== undefined) {
      if (readsPending(node.visible, places)) return;
      if (!readsPending(node.visible, pending) && !value(node.visible, `${pointer}/visible`)) return;
    }
    const n = node as WidgetNode & Record<string, unknown>;
    if (node.type === 'image' && n.eager === true && !readsPending(n.src, pending)) {
      const src = value(n.src, `${pointer}/src`);
      const guarded = guardSources('image', { src: typeof src === 'string' ? src : '' }, n, policy, pointer, report, controller.secrets);
      if (typeof guarded.src === 'string' && guarded.src) out.push(guarded.src);
    }
    for (const key of childKeys) {
      const children = n[key];
      if (Array.isArray(children)) children.forEach((child: WidgetNode, i) => visit(child, `${pointer}/${key}/${i}`));
      else if (children && typeof children === 'object') visit(children as WidgetNode, `${pointer}/${key}`);
    }
  };
  doc.body.forEach((node, i) => visit(node, `/body/${i}`));
  return [...new Set(out)];
}
