/** Long repeats draw a window of their entries; short ones draw every entry, exactly as before. */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { renderNode } from '../../../support/render-node.tsx';

const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `e${i}`, name: `Entry ${i}` }));
const repeat = (extra: Record<string, unknown> = {}): WidgetNode =>
  ({ type: 'repeat', items: '=data.list', key: '=item.id', render: { type: 'text', text: '=item.name' }, ...extra }) as WidgetNode;
const texts = (container: HTMLElement) => Array.from(container.querySelectorAll('.h-text')).map((el) => el.textContent);

describe('a repeat of 10,000 entries', () => {
  it('mounts a bounded number of entries, from the first, and keeps the room of the others', async () => {
    const r = renderNode(repeat(), { data: { list: list(10_000) } });
    await screen.findByText('Entry 0');
    const shown = texts(r.container);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(shown.slice(0, 3)).toEqual(['Entry 0', 'Entry 1', 'Entry 2']);
    const box = r.container.querySelector<HTMLElement>('.h-repeat')!;
    expect(box.classList.contains('h-repeat--virtual')).toBe(true);
    expect(parseFloat(box.style.paddingTop)).toBe(0);
    expect(parseFloat(box.style.paddingBottom)).toBeGreaterThan(100_000);
  });

  it('updates a mounted entry when its data changes, and follows the list when it shrinks', async () => {
    const r = renderNode(repeat(), { data: { list: list(10_000) } });
    await screen.findByText('Entry 1');
    act(() => r.store.set(['data', 'list', 1, 'name'], 'Renamed'));
    expect(screen.getByText('Renamed')).toBeTruthy();
    act(() => r.store.set('data.list', list(3)));
    expect(texts(r.container)).toEqual(['Entry 0', 'Entry 1', 'Entry 2']);
    expect(r.container.querySelector('.h-repeat--virtual')).toBeNull();
  });

  it('draws every entry when the document says virtualize: false', async () => {
    const r = renderNode(repeat({ virtualize: false }), { data: { list: list(300) } });
    await screen.findByText('Entry 299');
    expect(texts(r.container)).toHaveLength(300);
  });
});

describe('a repeat at the threshold (200 entries)', () => {
  it('draws every entry straight inside the list, with no wrapper and no padding', async () => {
    const r = renderNode(repeat(), { data: { list: list(200) } });
    await screen.findByText('Entry 199');
    const box = r.container.querySelector<HTMLElement>('.h-repeat')!;
    expect(box.className).toBe('h-repeat h-repeat--column h-gap--sm');
    expect(box.getAttribute('style')).toBeNull();
    expect(box.children).toHaveLength(200);
    expect(Array.from(box.children).every((c) => c.classList.contains('h-text'))).toBe(true);
  });
});
