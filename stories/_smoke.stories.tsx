/** Temporary smoke story proving the storybook vitest project plays stories in Chromium, with /api answered by MSW. */
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Counter() {
  const [count, setCount] = useState(0);
  const [scenario, setScenario] = useState('');
  useEffect(() => {
    void fetch('/api/sandbox/scenarios')
      .then((r) => r.json() as Promise<{ data: { current: string } }>)
      .then((body) => setScenario(body.data.current));
  }, []);
  return (
    <div>
      <button type="button" onClick={() => setCount(count + 1)}>
        Tapped {count}
      </button>
      <p>Scenario: {scenario}</p>
      <img alt="logo" src="/api/sandbox/assets/peso-agad.svg" />
    </div>
  );
}

const meta: Meta<typeof Counter> = { title: 'Smoke/Counter', component: Counter };
export default meta;

/** Tapping the button increments the visible count; the sandbox answers through the service worker. */
export const Taps: StoryObj<typeof Counter> = {
  parameters: { sandbox: { scenario: 'collection-blocked' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('button').textContent).toBe('Tapped 1');
    await expect(navigator.userAgent).toContain('Chrome');
    await waitFor(() => expect(canvas.getByText('Scenario: collection-blocked')).toBeTruthy());
    const img = canvas.getByRole<HTMLImageElement>('img');
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(96));
  },
};
