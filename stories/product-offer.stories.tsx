import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProductOfferNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Product offer', tags: ['autodocs'], ...widgetMeta('product-offer') };
export default meta;

const offer: ProductOfferNode = {
  type: 'product-offer',
  logo: '/api/sandbox/assets/hatid-cash.svg',
  name: 'Hatid Cash',
  buttonText: 'Apply',
  enabled: true,
  amountRange: '₱1.000,00 - ₱20.000,00',
  rangeDescription: 'Loan amount',
  rate: 'Daily rate 0.05%',
  description: 'Fast approval, funds within 1 day.',
  onTap: [
    { do: 'wait', ms: 1500 },
    { do: 'toast', text: 'Opening Hatid Cash' },
  ],
};

/** An active product: tapping Apply runs its actions once (the button is busy meanwhile). */
export const Enabled: StoryObj = {
  ...nodeStory(offer),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Apply' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** A product the server marks inactive (button flag 0): the button is grey and does nothing. */
export const Disabled: StoryObj = {
  ...nodeStory(
    {
      ...offer,
      logo: '/api/sandbox/assets/kwarta-express.svg',
      name: 'Kwarta Express',
      enabled: '=data.product.buttonStatus == 1',
      buttonText: 'Not available',
    },
    { data: { product: { buttonStatus: 0 } } },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Not available' })).toBeDisabled();
  },
};

/** Long server texts wrap inside the card at 360 px. */
export const LongTexts: StoryObj = nodeStory({
  ...offer,
  logo: '/api/sandbox/assets/peso-agad.svg',
  name: 'Peso Agad Salary Advance for Overseas Filipino Workers and Their Families',
  buttonText: 'Apply now and get your money today',
  amountRange: '₱1.000,00 - ₱250.000,00',
  rangeDescription: 'Loan amount, depending on your credit score and repayment history',
  rate: 'Daily interest rate from 0.03% to 0.09%, service fee 5%',
  description:
    'Flexible terms from 91 to 180 days. No collateral needed. Funds are credited to your e-wallet or bank account within 1 to 3 calendar days after acceptance.',
});

/** No logo from the server: the name's first letter stands in. */
export const MissingLogo: StoryObj = nodeStory({ ...offer, logo: '', name: 'Lakas Loan' });

/** Several recommended products in a list, as on the joint-login failure page. */
export const List: StoryObj = nodeStory({
  type: 'stack',
  gap: 'md',
  children: [
    offer,
    { ...offer, logo: '/api/sandbox/assets/peso-agad.svg', name: 'Peso Agad', amountRange: '₱2.000,00 - ₱15.000,00', rate: 'Daily rate 0.04%' },
  ],
});
