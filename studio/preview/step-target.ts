/**
 * How a recorded tap or field is found again when a QA fixture replays: the same queries the fixture runner makes
 * (Testing Library's role + name, text, label), computed from the preview's DOM.
 */
import type { FixtureTarget } from '../../schemas/generated/entities.ts';

/** Elements a borrower taps: buttons, links, tabs and the other controls with a role. */
export const tappableSelector = [
  'button',
  'a[href]',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=button]',
  'input[type=submit]',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'option'].map(
    (role) => `[role=${role}]`,
  ),
].join(', ');

/** Text-like fields whose typing is recorded. */
export const typableSelector =
  'textarea, input:not([type]), input[type=text], input[type=tel], input[type=email], input[type=number], input[type=password], input[type=search], input[type=url]';

const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function hiddenFromReaders(el: Element): boolean {
  return el.closest('[aria-hidden="true"], [hidden]') !== null;
}

/** The element's role as Testing Library sees it: its explicit role, else the implicit one of its tag. */
export function roleOf(el: Element): string {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'button' || type === 'submit') return 'button';
    return 'textbox';
  }
  return tag === 'button' ? 'button' : '';
}

/** The text of an element's own text nodes, as Testing Library's getByText reads it. */
export function ownText(el: Element): string {
  return normalize(
    Array.from(el.childNodes)
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(''),
  );
}

/** Elements inside `el` (itself included) that carry text of their own, skipping parts hidden from screen readers. */
function textLeaves(el: Element): Element[] {
  const all = [el, ...Array.from(el.querySelectorAll('*'))];
  return all.filter((node) => !node.closest('[aria-hidden="true"], script, style') && ownText(node) !== '');
}

function labelledByText(el: Element): string {
  const ids = el.getAttribute('aria-labelledby')?.trim().split(/\s+/) ?? [];
  return normalize(ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
}

function fieldLabels(el: Element): string {
  const labels = 'labels' in el && el.labels instanceof NodeList ? Array.from(el.labels) : [];
  return normalize(labels[0]?.textContent);
}

/** The name a control is announced by when it is unambiguous (a label, or a single text); empty otherwise. */
function plainName(el: Element): string {
  const named = labelledByText(el) || normalize(el.getAttribute('aria-label')) || fieldLabels(el);
  if (named) return named;
  const leaves = textLeaves(el);
  const images = Array.from(el.querySelectorAll('img[alt]')).filter((img) => normalize(img.getAttribute('alt')) !== '');
  if (leaves.length === 1 && images.length === 0 && leaves[0]) return normalize(leaves[0].textContent);
  if (leaves.length === 0 && images.length === 1 && images[0]) return normalize(images[0].getAttribute('alt'));
  return '';
}

function withNth(target: FixtureTarget, matches: Element[], el: Element): FixtureTarget {
  const nth = matches.indexOf(el);
  return nth > 0 ? { ...target, nth } : target;
}

function textTarget(leaf: Element): FixtureTarget {
  const text = ownText(leaf);
  const doc = leaf.ownerDocument;
  const same = Array.from(doc.body.querySelectorAll('*')).filter((node) => !node.closest('script, style') && ownText(node) === text);
  return withNth({ text }, same, leaf);
}

/**
 * The tapped control of a click target, or null when the click did not land on one. A click on a label finds none:
 * the browser's own click on the labelled control follows, and that one is recorded.
 */
export function tappedControl(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(tappableSelector) : null;
}

/** How a fixture finds the tapped control again: role and name when its name is plain, else the text tapped. */
export function tapTarget(control: Element, clicked: Element = control): FixtureTarget {
  const role = roleOf(control);
  const name = plainName(control);
  const doc = control.ownerDocument;
  if (role && name) {
    const same = Array.from(doc.querySelectorAll(tappableSelector)).filter(
      (el) => !hiddenFromReaders(el) && roleOf(el) === role && plainName(el) === name,
    );
    return withNth({ role, name }, same, control);
  }
  const leaves = textLeaves(control);
  const leaf = leaves.find((el) => el.contains(clicked) || el === clicked) ?? leaves[0];
  if (leaf) return textTarget(leaf);
  const sameRole = Array.from(doc.querySelectorAll(tappableSelector)).filter((el) => !hiddenFromReaders(el) && roleOf(el) === role);
  return withNth({ role: role || 'button' }, sameRole, control);
}

/** How a fixture finds a field again: by its label (label element, aria-labelledby or aria-label), else as the nth textbox. */
export function fieldTarget(field: Element): FixtureTarget {
  const label = fieldLabels(field) || labelledByText(field) || normalize(field.getAttribute('aria-label'));
  const doc = field.ownerDocument;
  const fields = Array.from(doc.querySelectorAll('input, textarea, select'));
  if (label) {
    const same = fields.filter((el) => (fieldLabels(el) || labelledByText(el) || normalize(el.getAttribute('aria-label'))) === label);
    return withNth({ label }, same, field);
  }
  const boxes = fields.filter((el) => el.matches(typableSelector) && !hiddenFromReaders(el));
  return withNth({ role: 'textbox' }, boxes, field);
}
