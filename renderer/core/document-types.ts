/** The node types a screen document names, found in one walk, for the validators and the widget chunks it needs. */

/** The types named by a `type` field anywhere in a document; `inFlow` leaves out what sits under an overlay type. */
export interface DocumentTypes {
  /** Every type named anywhere (dialogs, templates, switch cases and fallbacks included). */
  all: ReadonlySet<string>;
  /** The types outside the `overlays` (an overlay and what it holds left out): what the page's flow draws on opening. */
  inFlow: ReadonlySet<string>;
}

/**
 * Walks the document once. Any object with a string `type` counts, so a few non-node objects may add a name: that
 * only loads a validator or chunk that goes unused, and callers keep the names they know.
 */
export function typesInDocument(doc: unknown, overlays: ReadonlySet<string> = new Set()): DocumentTypes {
  const all = new Set<string>();
  const inFlow = new Set<string>();
  const visit = (value: unknown, flowing: boolean) => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, flowing);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    let below = flowing;
    if (typeof record.type === 'string') {
      all.add(record.type);
      if (overlays.has(record.type)) below = false;
      else if (flowing) inFlow.add(record.type);
    }
    for (const key of Object.keys(record)) if (key !== 'type') visit(record[key], below);
  };
  visit(doc, true);
  return { all, inFlow };
}
