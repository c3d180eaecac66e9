/** index.html's static shell is the app's loading page, so nothing moves or changes when React replaces it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingPage } from '../../../app/loading-page.tsx';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8');

/** The markup inside a page's <div id="root"> (index.html's by default), without the indentation between tags. */
function staticShell(html = read('index.html')): string {
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')?.innerHTML ?? '';
  return root.replace(/>\s+</g, '><').trim();
}

describe('the loading page and index.html', () => {
  it('index.html draws the borrower loading page before any script runs', () => {
    expect(staticShell()).toBe(renderToStaticMarkup(<LoadingPage topBar />));
  });

  it('the limit pages npm run lighthouse measures beside the app start from the same loading page', () => {
    for (const page of ['bench/lighthouse/order-hand.html', 'bench/lighthouse/order-divkit.html', 'bench/lighthouse/order-ac.html'])
      expect(staticShell(read(page)), page).toBe(staticShell());
  });

  it('says in words that the page loads (visible, and announced), with the top bar for borrower screens only', () => {
    const { rerender, container } = render(<LoadingPage topBar />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.h-skeleton')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.h-topbar')).not.toBeNull();
    rerender(<LoadingPage topBar={false} />);
    expect(container.querySelector('.h-topbar')).toBeNull();
  });

  it('names the screen in the top bar when its title is known, and says when the connection is slow, with Try again', async () => {
    let retried = 0;
    const { rerender } = render(<LoadingPage topBar title="Order details" words="Loading your order…" />);
    expect(screen.getByText('Order details').className).toBe('h-topbar__title');
    expect(screen.getByRole('status').textContent).toBe('Loading your order…');
    expect(screen.queryByText(/connection is slow/)).toBeNull();
    rerender(<LoadingPage topBar title="Order details" words="Loading your order…" slow onRetry={() => retried++} />);
    expect(screen.getByText(/The connection is slow/)).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retried).toBe(1);
  });
});
