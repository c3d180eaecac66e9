/**
 * The visible text of a page, line by line, where there is no layout to ask (jsdom has no innerText): block elements,
 * buttons, labels and list items start lines, inline elements run on. Visually hidden texts are left out.
 */

const blocks = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BUTTON',
  'DD',
  'DETAILS',
  'DIALOG',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LABEL',
  'LEGEND',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'OPTION',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TR',
  'UL',
]);
const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function hidden(el: Element): boolean {
  return el.hasAttribute('hidden') || el.classList.contains('h-visually-hidden') || (el instanceof HTMLElement && el.style.display === 'none');
}

/** The lines of text under `root`, whitespace collapsed, empty lines dropped. */
export function visibleLines(root: Element): string[] {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return void parts.push(node.textContent ?? '');
    if (!(node instanceof Element) || skipped.has(node.tagName) || hidden(node)) return;
    if (node.tagName === 'BR') return void parts.push('\n');
    const block = blocks.has(node.tagName);
    if (block) parts.push('\n');
    node.childNodes.forEach(walk);
    if (block) parts.push('\n');
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
