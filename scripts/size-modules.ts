/**
 * What each source module costs in a built chunk, for `npm run size -- --modules`: the chunk's minified text is split
 * by its source map into the characters each module produced, and a module's cost is how many gzip bytes the chunk
 * loses without them (leave one out, so the costs add up to about the chunk's size). Pure: text in, rows out.
 */
import { gzipSync } from 'node:zlib';

/** One module's share of a chunk. */
export interface ModuleCost {
  /** The source's path as the map names it (node_modules/… or a path of the repository); '(unmapped)' for glue. */
  source: string;
  /** Minified characters it produced. */
  chars: number;
  /** Gzip bytes the chunk loses without them. */
  gzipBytes: number;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of source map mappings into [generated column, source index or -1] per segment. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = base64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length > 1) state.source += fields[1] ?? 0;
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** The gzip cost of each source module of a chunk (its code without a sourceMappingURL comment, and its map). */
export function moduleCosts(code: string, map: { sources: string[]; mappings: string }): ModuleCost[] {
  const owner = new Int32Array(code.length).fill(-1);
  const lines = code.split('\n');
  const mappings = map.mappings.split(';');
  const state = { source: 0 };
  let offset = 0;
  lines.forEach((line, l) => {
    const segments = decodeLine(mappings[l] ?? '', state);
    segments.forEach(([column, source], s) => owner.fill(source, offset + column, offset + (segments[s + 1]?.[0] ?? line.length)));
    offset += line.length + 1;
  });
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const whole = gzip(code);
  const chars = new Map<number, number>();
  for (const source of owner) chars.set(source, (chars.get(source) ?? 0) + 1);
  return [...chars]
    .map(([source, count]) => {
      let rest = '';
      for (let from = 0; from < code.length;) {
        let to = from;
        while (to < code.length && (owner[to] === source) === (owner[from] === source)) to++;
        if (owner[from] !== source) rest += code.slice(from, to);
        from = to;
      }
      return { source: source < 0 ? '(unmapped)' : (map.sources[source] ?? '?'), chars: count, gzipBytes: whole - gzip(rest) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
