/** changedNodes on real screens: the smallest widgets added, changed, moved or removed, never their ancestors. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedNodes } from '../../../../studio/review/changed-nodes.ts';

type Doc = { title: string; body: Record<string, unknown>[] } & Record<string, unknown>;
type Node = Record<string, unknown> & { children: Node[] };

function screen(id: string): Doc {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'screens', `${id}.json`), 'utf8')) as Doc;
}

function card(doc: Doc, index = 0): Node {
  return doc.body[index] as Node;
}

describe('changedNodes', () => {
  it('finds nothing between a screen and its copy', () => {
    const doc = screen('customer-service');
    expect(changedNodes(doc, structuredClone(doc))).toEqual([]);
  });

  it('names only the cell whose title changed, not the card or the screen around it', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    card(after).children[3]!.title = 'Email our team';
    expect(changedNodes(before, after)).toEqual([
      {
        kind: 'changed',
        after: '/body/0/children/3',
        before: '/body/0/children/3',
        type: 'cell',
        label: 'Email our team',
        props: ['title'],
        moved: false,
      },
    ]);
  });

  it('counts a visibility rule and an action as the widget changing', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    card(after).children[2]!.visible = "=data.contact.smWa == 'nobody'";
    const retry = card(after).children[1]!.children[2]!;
    retry.onTap = [{ do: 'toast', text: 'Trying again' }];
    const changes = changedNodes(before, after);
    expect(changes.map((c) => [c.kind, c.after, c.props])).toEqual([
      ['changed', '/body/0/children/1/children/2', ['onTap']],
      ['changed', '/body/0/children/2', ['visible']],
    ]);
  });

  it('names an added widget once, and the siblings after it are not moved', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    card(after).children.splice(1, 0, { type: 'text', text: 'New promo' } as unknown as Node);
    expect(changedNodes(before, after)).toEqual([
      { kind: 'added', after: '/body/0/children/1', before: null, type: 'text', label: 'New promo', props: [], moved: false },
    ]);
  });

  it('names an added container, not the widgets inside it', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    after.body.push({
      type: 'stack',
      children: [
        { type: 'text', text: 'One' },
        { type: 'text', text: 'Two' },
      ],
    });
    expect(changedNodes(before, after).map((c) => [c.kind, c.after])).toEqual([['added', '/body/2']]);
  });

  it('names a removed widget by its place in the old document', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    card(after).children.splice(1, 1);
    expect(changedNodes(before, after)).toEqual([
      { kind: 'removed', after: null, before: '/body/0/children/1', type: 'stack', label: '#offline', props: [], moved: false },
    ]);
  });

  it('names a widget moved up one place, and one moved into another card', () => {
    const before = screen('customer-service');
    const up = structuredClone(before);
    const children = card(up).children;
    [children[2], children[3]] = [children[3]!, children[2]!];
    const swapped = changedNodes(before, up);
    expect(swapped).toHaveLength(1);
    expect(swapped[0]).toMatchObject({ kind: 'moved', type: 'cell' });

    const across = structuredClone(before);
    const [email] = card(across).children.splice(3, 1);
    card(across, 1).children.unshift(email!);
    expect(changedNodes(before, across).map((c) => [c.kind, c.before, c.after])).toEqual([['moved', '/body/0/children/3', '/body/1/children/0']]);
  });

  it('pairs widgets by id: changed and moved at once', () => {
    const before = screen('customer-service');
    const after = structuredClone(before);
    const [email] = card(after).children.splice(3, 1);
    email!.title = 'Write to us';
    card(after).children.unshift(email!);
    expect(changedNodes(before, after)).toEqual([
      {
        kind: 'changed',
        after: '/body/0/children/0',
        before: '/body/0/children/3',
        type: 'cell',
        label: 'Write to us',
        props: ['title'],
        moved: true,
      },
    ]);
  });

  it('reports a change of the screen itself (its title) as the screen, with no widget named', () => {
    const before = screen('about-us');
    const after = structuredClone(before);
    after.title = 'About Hatid';
    expect(changedNodes(before, after)).toEqual([
      { kind: 'changed', after: '', before: '', type: 'screen', label: 'About Hatid', props: ['title'], moved: false },
    ]);
  });

  it('compares every screen of the app with a copy whose first text changed, finding that one text', () => {
    for (const id of ['loan-details', 'bind-bank', 'complaint-list', 'site-home']) {
      const before = screen(id);
      const after = structuredClone(before);
      const text = JSON.stringify(after).match(/"type":"text","text":"([^"=][^"]*)"/);
      if (!text) continue;
      const changed = JSON.parse(JSON.stringify(after).replace(text[0], `"type":"text","text":"${text[1]} (new)"`)) as Doc;
      const changes = changedNodes(before, changed);
      expect(changes, id).toHaveLength(1);
      expect(changes[0], id).toMatchObject({ kind: 'changed', type: 'text', props: ['text'] });
    }
  });
});
