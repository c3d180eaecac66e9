import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContactFormNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Contact form', tags: ['autodocs'], ...widgetMeta('contact-form') };
export default meta;

/** The Contact Us form exactly as the spec describes it (it is not mounted on any page): toasts only. */
const form: ContactFormNode = {
  type: 'contact-form',
  onIncomplete: [{ do: 'toast', text: 'Please provide complete information!' }],
  onSubmit: [{ do: 'toast', text: 'Success!' }],
};

type Play = { canvasElement: HTMLElement };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Empty, as a visitor first sees it: three labelled boxes and Submit, all big enough to tap. */
const empty = siteNodeStory(form, { viewport: 'phone' });
export const Empty: StoryObj = {
  ...empty.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const f = await canvas.findByRole('form', { name: 'Contact Us' });
    for (const name of ['Name', 'Telephone', 'Suggestion']) {
      const field = canvas.getByLabelText(name);
      await expect(field).toBeRequired();
      await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(within(f).getByRole('button', { name: 'Submit' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Submit with a box left empty: "Please provide complete information!", the empty boxes marked red, nothing sent. */
const incomplete = siteNodeStory(form, { viewport: 'phone' });
export const Incomplete: StoryObj = {
  ...incomplete.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), 'Juan dela Cruz');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByText('Please provide complete information!')).toBeVisible();
    await expect(canvas.getByLabelText('Telephone')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Suggestion')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Telephone')).toHaveFocus();
    await expect(getComputedStyle(canvas.getByLabelText('Telephone')).borderColor).not.toBe(
      getComputedStyle(canvas.getByLabelText('Name')).borderColor,
    );
    await expect(canvas.getByLabelText('Name')).toHaveValue('Juan dela Cruz');
    await expect(incomplete.ports.current().calls).toEqual([]);
  },
};

/** All three filled in: "Success!", the boxes emptied, and still nothing sent anywhere. */
const complete = siteNodeStory(form, { viewport: 'phone' });
export const Submitted: StoryObj = {
  ...complete.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), 'Juan dela Cruz');
    await userEvent.type(canvas.getByLabelText('Telephone'), '09171234567');
    await userEvent.type(canvas.getByLabelText('Suggestion'), 'Please add more e-wallets for repayment.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByText('Success!')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue(''));
    await expect(canvas.getByLabelText('Suggestion')).toHaveValue('');
    await expect(complete.ports.current().calls).toEqual([]);
    await expect(complete.ports.current().navigations).toEqual([]);
  },
};

/** Desktop: the same form in a column of the wide page. */
export const Desktop: StoryObj = {
  ...siteNodeStory({ type: 'columns', children: [form, { type: 'text', text: 'We read every message.' }] }, { wide: true, viewport: 'desktop' })
    .story,
  play: async ({ canvasElement }: Play) => {
    const f = await within(canvasElement).findByRole('form', { name: 'Contact Us' });
    await expect(f.getBoundingClientRect().width).toBeGreaterThan(320);
    await expect(f.getBoundingClientRect().width).toBeLessThan(640);
  },
};
