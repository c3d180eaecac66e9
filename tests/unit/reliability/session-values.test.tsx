/**
 * Issue 29 item 10, at run time: the borrower's session values go only to the lender API. A picture address on this
 * very site (which the URL policy allows) that carries one, however the document built it (directly, through the
 * screen state, percent-encoded, in another case), is refused: no image element, nothing requested, the widget's empty
 * state, the refusal logged at the prop's pointer. A `save` that would keep one on the device stores nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, WidgetNode } from '../../../schemas/generated/types.ts';
import { hostileDocument, session, showHostile } from '../../support/hostile-screen.tsx';

let srcSet: string[] = [];

beforeEach(() => {
  srcSet = [];
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
    if (name === 'src' || name === 'srcset') srcSet.push(value);
    return setAttribute.call(this, name, value);
  });
});
afterEach(() => vi.restoreAllMocks());

const button = (onTap: Action[]) => ({ type: 'button' as const, id: 'keep', text: 'Keep', onTap });

describe('a same-origin picture carrying a session value', () => {
  it('is refused however the document built it; pictures without one are drawn', async () => {
    const s = showHostile(
      hostileDocument({
        state: { pic: '' },
        onLoad: [{ do: 'set', path: '=state.pic', value: "='/t.gif?u=' + query.userId" }],
        body: [
          { type: 'image', src: "='/images/c.gif?sid=' + session.sessionId", alt: 'Direct' },
          { type: 'image', src: '=state.pic', alt: 'Through state' },
          { type: 'image', src: "='/images/' + lower(session.sessionId) + '.png'", alt: 'Lower case' },
          { type: 'image', src: "=withQuery('/images/p.png', 'm', '<' + session.mobilePhone + '>')", alt: 'Encoded' },
          { type: 'cell', title: 'Row', icon: "='/icons/' + session.userId + '.png'" },
          { type: 'image', src: '/images/banner-2024.png', alt: 'Banner' },
          { type: 'text', text: 'Drawn' },
        ] as WidgetNode[],
      }),
    );
    await screen.findByText('Drawn');
    await waitFor(() =>
      expect(s.ports.logs.map((l) => l.pointer).sort()).toEqual(['/body/0/src', '/body/1/src', '/body/2/src', '/body/3/src', '/body/4/icon']),
    );
    for (const log of s.ports.logs) expect(log.message).toBe('refused picture: it carries a session value');
    expect([...new Set(srcSet)]).toEqual(['/images/banner-2024.png']);
    for (const name of ['Direct', 'Through state', 'Lower case', 'Encoded'])
      expect(screen.getByRole('img', { name }).className).toContain('h-image--broken');
    for (const value of Object.values(session)) for (const log of s.ports.logs) expect(log.message).not.toContain(value);
  });
});

describe('saving a session value on the device', () => {
  it('is refused and nothing is stored; the same value for the session, and other values on the device, are kept', async () => {
    const s = showHostile(
      hostileDocument({
        body: [
          button([
            { do: 'save', key: 'plain', value: 'kept', keep: 'device' },
            { do: 'save', key: 'here', value: '=session.sessionId', keep: 'session' },
            { do: 'save', key: 'stolen', value: { who: '=query.userId', sid: '=lower(session.sessionId)' }, keep: 'device' },
            { do: 'toast', text: 'not reached' },
          ]),
        ],
      }),
    );
    (await screen.findByRole('button', { name: 'Keep' })).click();
    await waitFor(() => expect(s.ports.logs).toHaveLength(1));
    expect(s.ports.logs[0]).toEqual({ pointer: '/body/0/onTap/2', message: 'action `save` failed: a session value may not be kept on the device' });
    expect(s.ports.saved.device.has('stolen')).toBe(false);
    expect(s.ports.saved.device.get('plain')).toBe('kept');
    expect(s.ports.saved.session.get('here')).toBe(session.sessionId);
    expect(s.ports.toasts).toEqual([]);
  });
});
