/** The palette: every widget by purpose with one line from its schema, and a thumbnail the real renderer draws. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { firstSentence, paletteGroups } from '../../../studio/palette/palette-groups.ts';
import { sampleNode } from '../../../studio/palette/palette-samples.ts';
import { widgetTypes } from '../../../renderer/core/validation/node-slots.ts';
import { openCustomerService, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { installFakeServer } from './studio-fake-server.ts';

describe('palette groups', () => {
  test('every widget type of the schemas is in exactly one group, with the first sentence of its description', () => {
    const listed = paletteGroups().flatMap((g) => g.widgets.map((w) => w.type));
    expect([...listed].sort()).toEqual([...widgetTypes].sort());
    expect(paletteGroups().map((g) => g.name)).not.toContain('Other');
    const button = paletteGroups()
      .flatMap((g) => g.widgets)
      .find((w) => w.type === 'button');
    expect(button?.line).toBe('A button.');
    expect(firstSentence('Draws one widget, such as e.g. this. And more.')).toBe('Draws one widget, such as e.g. this.');
  });

  test('samples are the new nodes with words that show the widget', () => {
    expect(sampleNode('text')).toEqual({ type: 'text', text: 'Get up to ₱20,000 today' });
    expect(sampleNode('no-such-widget')).toBeUndefined();
  });
});

describe('palette in the studio', () => {
  stubRangeLayout();
  beforeEach(() => {
    localStorage.clear();
    installFakeServer({
      screens: [{ id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], bundledText: publishedCustomerService }],
    });
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test('Add widgets shows the palette instead of the form: groups, cards named with their line, thumbnails drawn by the renderer', async () => {
    await openCustomerService();
    fireEvent.click(screen.getByRole('button', { name: 'Add widgets' }));
    const palette = await screen.findByRole('region', { name: 'Add a widget' });
    expect(screen.queryByRole('form')).toBeNull();
    const text = within(within(palette).getByRole('region', { name: 'Text and pictures' })).getByRole('button', {
      name: /^text: A line or paragraph of text\.$/,
    });
    expect(text.getAttribute('aria-roledescription')).toBe('widget to drag');
    const thumb = text.querySelector<HTMLElement>('[data-thumbnail="text"]');
    expect(thumb?.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(thumb?.textContent).toContain('Get up to ₱20,000 today'));
    expect(within(palette).getAllByRole('button')).toHaveLength(widgetTypes.length);
    fireEvent.click(screen.getByRole('button', { name: 'Close widgets' }));
    expect(screen.getByRole('form')).toBeTruthy();
  });
});
