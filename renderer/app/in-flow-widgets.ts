/** Which lazily loaded widgets a screen needs before it is drawn: those in the page's flow, not in its dialogs. */

/** Widgets drawn over the page (closed when a screen opens): what they hold never moves the page when it loads. */
export const overlayWidgets: ReadonlySet<string> = new Set(['dialog', 'sheet']);

/**
 * The widget types among `known` that a document draws in the page's flow: every node outside a dialog or sheet,
 * those two excepted. A chunk that arrives late for one of them would push the content below it.
 */
export function inFlowWidgetTypes(doc: unknown, known: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const type = (value as Record<string, unknown>).type;
      if (typeof type === 'string' && overlayWidgets.has(type)) return;
      if (typeof type === 'string' && Object.hasOwn(known, type)) found.add(type);
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(doc);
  return [...found].sort();
}
