/** The pure parts of scripts/bench/entry-coverage.ts: which characters of a script ran, and their source modules. */
import { decodedMappings, type TraceMap } from '@jridgewell/trace-mapping';

/** One range of V8's block coverage (character offsets in the script). */
export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** One script's coverage. */
export interface ScriptCoverage {
  url: string;
  functions: { ranges: CoverageRange[] }[];
}

/** Which characters of a script of `length` ran: the innermost range decides (ranges nest; outer ones come first when sorted). */
export function ranCharacters(length: number, functions: ScriptCoverage['functions']): Uint8Array {
  const ran = new Uint8Array(length);
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return ran;
}

/** The source module of each character of a one-or-more-line minified script, from its source map ('' where none). */
export function sourceOfCharacters(code: string, map: TraceMap): { sources: string[]; of: Int32Array } {
  const of = new Int32Array(code.length).fill(-1);
  const lines = decodedMappings(map);
  let lineStart = 0;
  const lineTexts = code.split('\n');
  for (let line = 0; line < lineTexts.length; line++) {
    const segments = lines[line] ?? [];
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i] as number[];
      const end = (segments[i + 1] as number[] | undefined)?.[0] ?? (lineTexts[line] as string).length;
      if (seg.length > 1) of.fill(seg[1] as number, lineStart + (seg[0] as number), lineStart + end);
    }
    lineStart += (lineTexts[line] as string).length + 1;
  }
  const sources = map.sources.map((s) => (s ?? '').replace(/^(\.\.\/)+/, ''));
  return { sources, of };
}
