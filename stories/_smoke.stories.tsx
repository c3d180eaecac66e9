/** Temporary smoke story proving the storybook vitest project plays stories in Chromium. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

const meta: Meta<typeof Counter> = { title: 'Smoke/Counter', component: Counter };
export default meta;

/** Tapping the button increments the visible count. */
export const Taps: StoryObj<typeof Counter> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('button').textContent).toBe('Tapped 1');
    await expect(navigator.userAgent).toContain('Chrome');
  },
};
