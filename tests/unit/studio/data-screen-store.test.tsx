/**
 * The preview finds the store of the screen it draws in React's own tree (the ScreenContext provider's value), so the
 * data panel gets live state too; a React upgrade that changes that tree fails here.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, test, vi } from 'vitest';
import { createScreenStore } from '../../../renderer/core/store.ts';
import { ScreenContext } from '../../../renderer/react/screen-context.ts';
import type { ScreenController } from '../../../renderer/core/screen-controller.ts';
import { findScreenStore, watchScreenStores } from '../../../studio/data/screen-store-finder.ts';

const values = { params: {}, query: {}, session: {}, state: { open: false }, data: {}, saved: {} };
const screenWith = (store: ReturnType<typeof createScreenStore>) =>
  createElement(ScreenContext.Provider, { value: { store } as unknown as ScreenController }, createElement('main', null, 'Order details'));

describe('findScreenStore', () => {
  test("finds the drawn screen's store, follows a new one, and finds none before a screen is drawn", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    expect(findScreenStore(container)).toBeNull();
    const first = createScreenStore(values);
    await act(async () => root.render(createElement('div', null, screenWith(first))));
    expect(findScreenStore(container)).toBe(first);

    const seen = vi.fn(() => () => undefined);
    const stop = watchScreenStores(container, seen);
    const second = createScreenStore(values);
    await act(async () => root.render(createElement('section', null, screenWith(second))));
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(second));
    stop();
    act(() => root.unmount());
    container.remove();
  });
});
