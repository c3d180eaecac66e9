import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckboxNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Checkbox', tags: ['autodocs'], ...widgetMeta('checkbox') };
export default meta;

const agree: CheckboxNode = { type: 'checkbox', bind: '=state.agreed', label: 'I have read and agree to the loan agreement' };

/** Ticked, as the loan agreement box is by default; tapping the label unticks it. */
export const Checked: StoryObj = {
  ...nodeStory(agree, { state: { agreed: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'I have read and agree to the loan agreement' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('I have read and agree to the loan agreement'));
    await expect(box).not.toBeChecked();
  },
};

/** Not ticked; the Loan Now button below stays grey until it is. */
export const Unchecked: StoryObj = {
  ...nodeStory([agree, { type: 'button', text: 'Loan Now', disabled: '=!state.agreed' }], { state: { agreed: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Loan Now' });
    await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(button).toBeEnabled();
  },
};

/** Greyed out: taps do nothing. */
export const Disabled: StoryObj = {
  ...nodeStory({ ...agree, disabled: true }, { state: { agreed: true } }),
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

/** A long label wraps beside the box. */
export const LongLabel: StoryObj = nodeStory(
  {
    type: 'checkbox',
    bind: '=state.agreed',
    label:
      'I have read and agree to the Loan Agreement, the Disclosure Statement, the Privacy Policy and the General Terms and Conditions, and I allow the lender to contact me about this loan.',
  },
  { state: { agreed: true } },
);

/** A bare box named by ariaLabel, with the agreement titles as neighbouring links. */
export const BesideLinks: StoryObj = nodeStory(
  {
    type: 'stack',
    direction: 'row',
    align: 'center',
    gap: 'none',
    wrap: true,
    children: [
      { type: 'checkbox', bind: '=state.agreed', ariaLabel: 'I agree to the loan agreements' },
      { type: 'button', variant: 'link', text: 'Loan Agreement', onTap: [{ do: 'toast', text: 'Loan Agreement' }] },
      { type: 'button', variant: 'link', text: 'Disclosure Statement', onTap: [{ do: 'toast', text: 'Disclosure Statement' }] },
    ],
  },
  { state: { agreed: true } },
);
