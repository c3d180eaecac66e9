import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Button', tags: ['autodocs'], ...widgetMeta('button') };
export default meta;

/** The filled main action. */
export const Primary: StoryObj = nodeStory({ type: 'button', text: 'Send', onTap: [{ do: 'toast', text: 'Sent' }] });

/** An outlined second action. */
export const Secondary: StoryObj = nodeStory({ type: 'button', text: 'Cancel', variant: 'secondary' });

/** A plain action without a border. */
export const Ghost: StoryObj = nodeStory({ type: 'button', text: 'Dismiss', variant: 'ghost' });

/** Looks like a text link, stays a button. */
export const Link: StoryObj = nodeStory({ type: 'button', text: 'All', variant: 'link', onTap: [{ do: 'toast', text: 'All orders' }] });

/** Greyed out while the agreement box is unchecked. */
export const Disabled: StoryObj = {
  ...nodeStory({ type: 'button', text: 'Loan Now', disabled: '=!state.agreed' }, { state: { agreed: false } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Loan Now' })).toBeDisabled();
  },
};

/** While the actions run (2 s here) the button is busy and a second tap does nothing. */
export const Busy: StoryObj = {
  ...nodeStory({
    type: 'button',
    text: 'Send',
    busyText: 'Sending...',
    onTap: [
      { do: 'wait', ms: 2000 },
      { do: 'toast', text: 'Successfully Sent' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Send' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Sending...');
  },
};

/** Busy with a spinner beside the unchanged label. */
export const BusySpinner: StoryObj = nodeStory({ type: 'button', text: 'Payment', onTap: [{ do: 'wait', ms: 2000 }] });

/** Pinned to the bottom of the screen below long content. */
export const Sticky: StoryObj = nodeStory([
  {
    type: 'repeat',
    items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    render: { type: 'cell', title: "='Detail line ' + item", value: '=money(item * 10000)' },
  },
  { type: 'button', text: 'Next', sticky: true },
]);

/**
 * The bank form's Next button: hidden while the on-screen keyboard is up (the visible height more than 60 px below the
 * tallest seen). The play function fakes the keyboard by making window.visualViewport shorter.
 */
export const HideOnKeyboard: StoryObj = {
  ...nodeStory(
    [
      { type: 'text-input', bind: '=state.accountNo', label: 'Account number', placeholder: 'Please enter', digitsOnly: true },
      { type: 'button', text: 'Next', sticky: true, hideOnKeyboard: true },
    ],
    { state: { accountNo: '' } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = window.visualViewport;
    await expect(await canvas.findByRole('button', { name: 'Next' })).toBeVisible();
    if (!viewport) return;
    const full = viewport.height;
    Object.defineProperty(viewport, 'height', { configurable: true, get: () => full - 250 });
    try {
      viewport.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull());
    } finally {
      Reflect.deleteProperty(viewport, 'height');
      viewport.dispatchEvent(new Event('resize'));
    }
    await expect(await canvas.findByRole('button', { name: 'Next' })).toBeVisible();
  },
};
