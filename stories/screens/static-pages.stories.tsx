/** The app's own static pages: About us (/aboutUs) and General Terms and Conditions (/privacyPolicy), phone width. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteScreenStory } from '../support/site-story.tsx';

export default { title: 'Screens/Website/Static pages' } satisfies Meta;

type Play = { canvasElement: HTMLElement };
const wait = { timeout: 8000 };
const sections = [
  'Lender information',
  'Collection of information',
  'Representation',
  'Use of technology',
  'Disclosure',
  'Cookies',
  'Device information',
  'Minors (under 18)',
  'Password security',
  'Changes',
  'Opt-out',
  'Grievance officer',
];

const about = siteScreenStory('about-us', 'phone');
/** About us: the app's top bar, the company text and the customer-service e-mail from contact.info; tapping it opens mail. */
export const AboutUs: StoryObj = {
  ...about.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About us' }, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Who we are' }, wait)).toBeVisible();
    const email = await canvas.findByRole('button', { name: /support@hatid\.ph/ }, wait);
    await expect(email.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(email);
    await waitFor(() => expect(about.ports.current().opened).toContain('mailto:support@hatid.ph'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const failing = siteScreenStory('about-us', 'phone', 'server-error');
/** About us when contact.info fails: the text still shows, the message is toasted, no empty e-mail row. */
export const AboutUsContactFails: StoryObj = {
  ...failing.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Who we are' }, wait)).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('The service is busy right now. Please try again later.', undefined, wait),
    ).toBeVisible();
    await expect(canvas.queryByText('Questions about your loan? Write to our customer service.')).toBeNull();
    await expect(canvas.queryByText('E-mail')).toBeNull();
  },
};

const privacy = siteScreenStory('privacy-policy', 'phone');
/** General Terms and Conditions: every section of the spec as a heading, and the grievance officer's e-mail. */
export const PrivacyPolicy: StoryObj = {
  ...privacy.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'General Terms and Conditions' }, wait)).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: 'Lender information' }, wait);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections);
    await expect(canvas.getByText('E-mail: grievance@hatid.ph')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail the Grievance Officer' }));
    await waitFor(() => expect(privacy.ports.current().opened).toContain('mailto:grievance@hatid.ph'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
