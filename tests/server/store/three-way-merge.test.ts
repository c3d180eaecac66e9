/** The three-way merge of screen documents by node (issue 34 item 3) and its text written onto ours. */
import { describe, expect, it } from 'vitest';
import { rewriteText } from '../../../server/store/merge-text.ts';
import { threeWayMerge } from '../../../server/store/three-way-merge.ts';

const base = {
  id: 'demo',
  title: 'Demo',
  body: [
    { type: 'text', text: 'Hello' },
    { type: 'button', id: 'pay', text: 'Pay', action: [{ do: 'navigate', to: '/pay' }] },
    { type: 'text', text: 'Footer' },
  ],
};
const clone = () => structuredClone(base);

describe('threeWayMerge', () => {
  it('keeps both edits when they touch different widgets (with and without ids)', () => {
    const ours = clone();
    ours.body[0] = { type: 'text', text: 'Hello there' };
    const theirs = clone();
    (theirs.body[1] as { text: string }).text = 'Pay now';
    const { value, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(value).toMatchObject({ body: [{ text: 'Hello there' }, { id: 'pay', text: 'Pay now' }, { text: 'Footer' }] });
  });

  it('keeps different properties of the same widget, and two adjacent id-less widgets edited apart', () => {
    const ours = clone();
    ours.body[0] = { type: 'text', text: 'Hi' };
    (ours.body[1] as Record<string, unknown>).visible = '=state.ready';
    const theirs = clone();
    (theirs.body[1] as { text: string }).text = 'Pay now';
    theirs.body[2] = { type: 'text', text: 'Bye' };
    const { value, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(value).toMatchObject({
      body: [{ text: 'Hi' }, { id: 'pay', text: 'Pay now', visible: '=state.ready' }, { text: 'Bye' }],
    });
  });

  it('reports a conflict at the node both changed, and settles it by the chosen side', () => {
    const ours = clone();
    (ours.body[1] as { text: string }).text = 'Repay';
    const theirs = clone();
    (theirs.body[1] as { text: string }).text = 'Pay today';
    (theirs.body[2] as { text: string }).text = 'See you';
    const first = threeWayMerge(base, ours, theirs);
    expect(first.conflicts).toEqual([{ pointer: '/body/1/text', kind: 'value', base: 'Pay', ours: 'Repay', theirs: 'Pay today' }]);
    expect(first.value).toMatchObject({ body: [{}, { text: 'Repay' }, { text: 'See you' }] });
    const settled = threeWayMerge(base, ours, theirs, { '/body/1/text': 'theirs' });
    expect(settled.conflicts).toEqual([]);
    expect(settled.value).toMatchObject({ body: [{}, { text: 'Pay today' }, { text: 'See you' }] });
  });

  it('keeps an insertion on one side and an edit of the next widget on the other', () => {
    const ours = clone();
    ours.body.splice(2, 0, { type: 'divider' } as never);
    const theirs = clone();
    theirs.body[2] = { type: 'text', text: 'Footer, edited' };
    theirs.body.splice(0, 0, { type: 'image', src: '/a.svg', alt: '' } as never);
    const { value, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect((value as typeof base).body.map((n) => (n as { type: string }).type)).toEqual(['image', 'text', 'button', 'divider', 'text']);
    expect((value as typeof base).body[4]).toEqual({ type: 'text', text: 'Footer, edited' });
  });

  it('follows a widget with an id that one side moved while the other edited it', () => {
    const ours = clone();
    ours.body = [ours.body[1], ours.body[0], ours.body[2]] as typeof base.body;
    const theirs = clone();
    (theirs.body[1] as { text: string }).text = 'Pay now';
    const { value, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect((value as typeof base).body[0]).toMatchObject({ id: 'pay', text: 'Pay now' });
  });

  it('calls two different insertions at one place a list conflict, settled for one side', () => {
    const ours = clone();
    ours.body.push({ type: 'divider' } as never);
    const theirs = clone();
    theirs.body.push({ type: 'text', text: 'More' });
    const first = threeWayMerge(base, ours, theirs);
    expect(first.conflicts).toMatchObject([{ pointer: '/body/3', kind: 'list', ours: [{ type: 'divider' }], theirs: [{ text: 'More' }] }]);
    const settled = threeWayMerge(base, ours, theirs, { '/body/3': 'theirs' });
    expect((settled.value as typeof base).body).toHaveLength(4);
    expect((settled.value as typeof base).body[3]).toEqual({ type: 'text', text: 'More' });
  });

  it('a removal on one side and an edit of the same widget on the other is a conflict', () => {
    const ours = clone();
    (ours as Record<string, unknown>).title = 'Demo page';
    ours.body.splice(0, 1);
    const theirs = clone();
    theirs.body[0] = { type: 'text', text: 'Hello, borrower' };
    const { conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts.map((c) => c.kind)).toEqual(['list']);
  });
});

describe('rewriteText', () => {
  it('changes only the merged nodes of ours’s text and keeps its layout', () => {
    const oursText =
      '{\n  "id": "demo",\n  "title": "Demo",\n  "body": [\n    { "type": "text", "text": "Hello" },\n    { "type": "divider" }\n  ]\n}\n';
    const to = { id: 'demo', title: 'Demo', body: [{ type: 'text', text: 'Hello' }, { type: 'image', src: '/a.svg', alt: '' }, { type: 'divider' }] };
    const out = rewriteText(oursText, JSON.parse(oursText), to);
    expect(JSON.parse(out)).toEqual(to);
    expect(out).toContain('    { "type": "text", "text": "Hello" },\n');
    const renamed = rewriteText(oursText, JSON.parse(oursText), { ...JSON.parse(oursText), title: 'Demo page' });
    expect(renamed).toBe(oursText.replace('"Demo"', '"Demo page"'));
  });
});
