/** A website page is banner · main · contentinfo: site headers and footers are drawn outside the page's main landmark. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { bodyRanges } from '../../../../renderer/react/page-landmarks.ts';
import { showNode } from '../../../support/render-node.tsx';

const header: WidgetNode = { type: 'site-header', brand: 'Hatid Lending', current: '/', items: [{ text: 'Home', to: '/' }], onNavigate: [] };
const footer: WidgetNode = { type: 'site-footer', company: 'Hatid Lending Corporation' };
const text = (t: string) => ({ type: 'text', text: t }) as WidgetNode;

describe('page landmarks', () => {
  it('splits leading headers and trailing footers from the content', () => {
    expect(bodyRanges([header, text('a'), footer])).toEqual({ mainStart: 1, footStart: 2 });
    expect(bodyRanges([text('a'), header, footer, text('b')])).toEqual({ mainStart: 0, footStart: 4 });
    expect(bodyRanges([header, footer])).toEqual({ mainStart: 1, footStart: 1 });
    expect(bodyRanges([])).toEqual({ mainStart: 0, footStart: 0 });
  });

  it('draws the banner and the contentinfo outside main, the content inside', async () => {
    await showNode([header, text('Borrow in minutes'), footer]);
    const main = screen.getByRole('main');
    expect(main.contains(screen.getByText('Borrow in minutes'))).toBe(true);
    expect(main.contains(screen.getByRole('banner'))).toBe(false);
    expect(main.contains(screen.getByRole('contentinfo'))).toBe(false);
  });
});
