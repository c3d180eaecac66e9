/**
 * Heap snapshot comparison for the memory bench's leak hunt (`memory-bench.ts --snapshot`): the objects allocated after
 * the first snapshot that are still alive in the second, grouped by kind and constructor, and for the largest groups
 * the chain of references that keeps a sample alive (shortest path from the GC roots).
 */
import type { CDPSession } from 'playwright';

/** The parts of a V8 heap snapshot (.heapsnapshot JSON) this file reads. */
export interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A snapshot indexed for reading: one entry per node, edges by owner and by target. */
export interface Heap {
  type: string[];
  name: string[];
  id: number[];
  size: number[];
  /** Outgoing edges per node: [target node, edge type, edge name]. */
  out: [number, string, string][][];
}

/** Indexes a raw snapshot. */
export function indexSnapshot(raw: RawSnapshot): Heap {
  const { node_fields: nf, node_types: nt, edge_fields: ef, edge_types: et } = raw.snapshot.meta;
  const n = nf.length;
  const e = ef.length;
  const [fType, fName, fId, fSize, fEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) => nf.indexOf(f)) as number[];
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f)) as number[];
  const count = raw.nodes.length / n;
  const heap: Heap = { type: [], name: [], id: [], size: [], out: [] };
  let edge = 0;
  for (let i = 0; i < count; i++) {
    const at = i * n;
    heap.type.push(nt[0][raw.nodes[at + (fType as number)] as number] ?? '?');
    heap.name.push(raw.strings[raw.nodes[at + (fName as number)] as number] ?? '');
    heap.id.push(raw.nodes[at + (fId as number)] as number);
    heap.size.push(raw.nodes[at + (fSize as number)] as number);
    const out: [number, string, string][] = [];
    for (let k = 0; k < (raw.nodes[at + (fEdges as number)] as number); k++, edge += e) {
      const type = et[0][raw.edges[edge + (eType as number)] as number] ?? '?';
      const nameOrIndex = raw.edges[edge + (eName as number)] as number;
      const name = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : (raw.strings[nameOrIndex] ?? '');
      out.push([(raw.edges[edge + (eTo as number)] as number) / n, type, name]);
    }
    heap.out.push(out);
  }
  return heap;
}

/** The group a node counts in: strings and numbers by kind, everything else by kind and name (the constructor). */
export function groupOf(type: string, name: string): string {
  if (/string|number/.test(type)) return `(${type})`;
  return `${type}: ${name.length > 70 ? `${name.slice(0, 70)}…` : name}`;
}

/** Count and self size per group of the nodes whose id is above `afterId` (0: every node), largest first. */
export function summarize(heap: Heap, afterId = 0): { group: string; count: number; bytes: number }[] {
  const groups = new Map<string, { group: string; count: number; bytes: number }>();
  heap.id.forEach((id, i) => {
    if (id <= afterId) return;
    const group = groupOf(heap.type[i] as string, heap.name[i] as string);
    const g = groups.get(group) ?? { group, count: 0, bytes: 0 };
    g.count += 1;
    g.bytes += heap.size[i] as number;
    groups.set(group, g);
  });
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}

/** The shortest chain of strong references from the root (node 0) to `target`, as "name (edge) → …". */
export function retainerPath(heap: Heap, target: number): string[] {
  const from = new Int32Array(heap.id.length).fill(-1);
  const via: string[] = [];
  from[0] = 0;
  const queue = [0];
  for (let q = 0; q < queue.length && from[target] === -1; q++) {
    const node = queue[q] as number;
    for (const [to, type, name] of heap.out[node] as [number, string, string][]) {
      if (type === 'weak' || type === 'shortcut' || from[to] !== -1) continue;
      from[to] = node;
      via[to] = `${type === 'element' ? name : `.${name}`}`;
      queue.push(to);
    }
  }
  if (from[target] === -1) return ['(not reachable from the root)'];
  const path: string[] = [];
  for (let node = target; node !== 0; node = from[node] as number)
    path.unshift(`${groupOf(heap.type[node] as string, heap.name[node] as string)} ${via[node]}`);
  return path;
}

/** Takes a heap snapshot of the page behind `cdp` and indexes it. */
export async function takeHeap(cdp: CDPSession): Promise<Heap> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return indexSnapshot(JSON.parse(chunks.join('')) as RawSnapshot);
}

/** Node kinds that are not the page's JS objects: compiled code and hidden classes (V8's JIT), Blink and synthetic nodes. */
const notObjects = new Set(['code', 'object shape', 'native', 'synthetic']);

/** The self size of the page's JS objects (closures, arrays, strings and scopes included), compiled code left out. */
export function objectBytes(heap: Heap): number {
  return heap.size.reduce((sum, size, i) => (notObjects.has(heap.type[i] as string) ? sum : sum + size), 0);
}

/**
 * What survived from `before` to `after`: the top groups of new objects, and (with `retainers`) for the largest
 * groups other than code, strings and numbers, the chain of references that keeps a sample alive.
 */
export function compareHeaps(before: Heap, after: Heap, top = 25, retainers = true): string[] {
  const lastId = Math.max(...before.id);
  const groups = summarize(after, lastId);
  const lines = [`new objects alive at the end: ${groups.reduce((s, g) => s + g.count, 0)}, ${groups.reduce((s, g) => s + g.bytes, 0)} bytes`];
  for (const g of groups.slice(0, top)) lines.push(`  ${String(g.bytes).padStart(9)} B  ${String(g.count).padStart(6)} × ${g.group}`);
  if (!retainers) return lines;
  for (const g of groups.filter((x) => !x.group.startsWith('(') && !/^(code|object shape|native)/.test(x.group)).slice(0, 6)) {
    const sample = after.id.findIndex((id, i) => id > lastId && groupOf(after.type[i] as string, after.name[i] as string) === g.group);
    lines.push(`retained: ${g.group}`, ...retainerPath(after, sample).map((step) => `    ${step}`));
  }
  return lines;
}
