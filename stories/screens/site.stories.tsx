/** The public website (/, /About, /Calculator, /Policy, /Loan) on a 360 px phone and a 1280 px desktop browser. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteScreenStory } from '../support/site-story.tsx';

export default { title: 'Screens/Website/Public website' } satisfies Meta;

type Play = { canvasElement: HTMLElement };
/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 8000 };
const tabs = ['Home', 'About us', 'Calculator', 'Privacy Agreement', 'Loan terms and conditions'];

/** What every site page has: the header with its five tabs (this page's marked), the footer, no app top bar, no Contact Us form. */
async function sitePage(canvasElement: HTMLElement, current: string, width: number) {
  const canvas = within(canvasElement);
  const footer = await canvas.findByRole('contentinfo', undefined, wait);
  await expect(within(footer).getByText('Hatid Lending Corporation')).toBeVisible();
  await expect(within(footer).getByRole('link', { name: 'support@hatid.ph' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  await expect(canvas.queryByRole('form', { name: 'Contact Us' })).toBeNull();
  if (width < 720) {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
  }
  const nav = canvas.getByRole('navigation', { name: 'Main' });
  await expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(tabs);
  await expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  if (width < 720) await userEvent.keyboard('{Escape}');
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

const homeDesktop = siteScreenStory('site-home', 'desktop');
/** Home on a desktop: hero text, the carousel (caption beside picture), the four steps in one row, the calculator link. */
export const HomeDesktop: StoryObj = {
  ...homeDesktop.story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Home', 1280);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Short-term loans, explained plainly' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    const steps = within(canvas.getByRole('region', { name: 'How to get a loan' })).getAllByRole('heading', { level: 3 });
    await expect(steps.map((h) => h.textContent)).toEqual(['Apply', 'Authentication', 'Next paragraph', 'Account funds']);
    await expect(new Set(steps.map((h) => Math.round(h.getBoundingClientRect().top))).size).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the loan calculator' }));
    await waitFor(() => expect(homeDesktop.ports.current().navigations.at(-1)?.to).toBe('/Calculator'));
  },
};

const homePhone = siteScreenStory('site-home', 'phone');
/** Home on a 360 px phone: the tabs behind Menu; choosing one navigates in place. */
export const HomePhone: StoryObj = {
  ...homePhone.story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Home', 360);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Loan terms and conditions' }));
    await waitFor(() => expect(homePhone.ports.current().navigations.at(-1)?.to).toBe('/Loan'));
  },
};

/** About us on a desktop: the company text in a readable column. */
export const AboutDesktop: StoryObj = {
  ...siteScreenStory('site-about', 'desktop').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'About us', 1280);
    const article = within(canvasElement).getByRole('article', { name: 'About us' });
    await expect(within(article).getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(article.getBoundingClientRect().width).toBeLessThan(900);
  },
};

/** About us on a 360 px phone. */
export const AboutPhone: StoryObj = {
  ...siteScreenStory('site-about', 'phone').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'About us', 360);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Borrow responsibly' })).toBeVisible();
  },
};

/** The calculator on a desktop: 10000 over 180 days gives ₱540.00 interest, ₱10540.00 in 6 instalments of ₱1756.67. */
export const CalculatorDesktop: StoryObj = {
  ...siteScreenStory('site-calculator', 'desktop').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Calculator', 1280);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '91 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(canvas.getByLabelText('Loan amount (₱)'));
    await userEvent.type(canvas.getByLabelText('Loan amount (₱)'), '10000');
    await userEvent.click(canvas.getByRole('button', { name: '180 days' }));
    await expect(canvas.getByRole('button', { name: '180 days' })).toHaveAttribute('aria-pressed', 'true');
    for (const figure of ['₱540.00', '₱10540.00', '6', '₱1756.67']) await expect(canvas.getByText(figure)).toBeVisible();
    const form = canvas.getByLabelText('Loan amount (₱)').getBoundingClientRect();
    const results = canvas.getByText('Your estimate').getBoundingClientRect();
    await expect(results.left).toBeGreaterThan(form.right);
  },
};

/** The calculator on a 360 px phone with letters typed: "Please Enter a number!" and no figures. */
export const CalculatorPhoneNotANumber: StoryObj = {
  ...siteScreenStory('site-calculator', 'phone').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Calculator', 360);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Loan amount (₱)'), '10k');
    await expect(canvas.getByText('Please Enter a number!')).toBeVisible();
    await expect(canvas.queryByText('Total repayment')).toBeNull();
    for (const chip of canvas.getAllByRole('button', { name: /days$/ })) await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** The Privacy Agreement on a desktop: the agreement page in a locked-down frame. */
export const PolicyDesktop: StoryObj = {
  ...siteScreenStory('site-policy', 'desktop').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Privacy Agreement', 1280);
    const frame = within(canvasElement).getByTitle('Privacy Policy Authorization');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('src', '/api/sandbox/contracts/1');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(400);
  },
};

/** The Privacy Agreement on a 360 px phone. */
export const PolicyPhone: StoryObj = {
  ...siteScreenStory('site-policy', 'phone').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Privacy Agreement', 360);
    await expect(within(canvasElement).getByTitle('Privacy Policy Authorization').getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Loan terms on a desktop: every term of the spec, under headings, in lines of a readable length. */
export const LoanTermsDesktop: StoryObj = {
  ...siteScreenStory('site-loan-terms', 'desktop').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Loan terms and conditions', 1280);
    const article = within(canvasElement).getByRole('article', { name: 'Loan terms and conditions' });
    const text = article.textContent ?? '';
    for (const term of [
      '91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days after acceptance',
      'after half of the loan term has passed and at least 7 days after disbursement',
      'Rs.1,000 for new clients and Rs.800 for repeat clients',
      '5% for days 1 to 30',
      '4% for days 31 to 90',
      '2% from day 91',
      'be a Filipino citizen',
      'be over 18 years old',
      'name, birth date or address within 3 calendar days',
      '7 business days',
      'grace period of 10 days',
    ]) {
      await expect(text).toContain(term);
    }
    await expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
    await expect(article.getBoundingClientRect().width).toBeLessThan(900);
  },
};

/** Loan terms on a 360 px phone. */
export const LoanTermsPhone: StoryObj = {
  ...siteScreenStory('site-loan-terms', 'phone').story,
  play: async ({ canvasElement }: Play) => {
    await sitePage(canvasElement, 'Loan terms and conditions', 360);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '6. Late payment' })).toBeVisible();
  },
};
