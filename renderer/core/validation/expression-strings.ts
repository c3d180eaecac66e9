/** The expression strings of a screen document, where validation checks them. */

/**
 * Calls `visit` with every string starting with '=' (its source after '=' and its keys), except the starting values of
 * the screen state and parameter defaults, which are plain data.
 */
export function forEachExpression(doc: unknown, visit: (source: string, keys: string[]) => void): void {
  const walk = (value: unknown, keys: string[]) => {
    if (typeof value === 'string') {
      if (value.startsWith('=')) visit(value.slice(1), keys);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const at = [...keys, key];
        if (at.length === 1 && key === 'state') continue;
        if (at.length === 3 && at[0] === 'params' && key === 'default') continue;
        walk(child, at);
      }
    }
  };
  walk(doc, []);
}
