import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ArticleNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Article', tags: ['autodocs'], ...widgetMeta('article') };
export default meta;

const paragraph =
  'If we approve your application, you see the amount, the term, the charges and the repayment schedule before you accept. The funds are credited to your bank account or e-wallet within 1 to 3 calendar days after acceptance.';

/** A legal text: title, date line, intro, sections with paragraphs and bullets. */
const terms: ArticleNode = {
  type: 'article',
  title: 'Loan terms and conditions',
  updated: 'Effective 1 March 2025',
  intro: ['These terms apply to every loan that Hatid Lending Corporation grants through the Hatid app.'],
  sections: [
    { title: '1. Who can borrow', paragraphs: ['To apply for a loan you must:'], items: ['be a Filipino citizen;', 'be over 18 years old;'] },
    { title: '3. Decision and disbursement', paragraphs: [paragraph] },
    {
      title: '6. Late payment',
      paragraphs: ['If an instalment is not paid in full by its due date:'],
      items: [
        'a one-time late penalty applies: Rs.1,000 for new clients and Rs.800 for repeat clients;',
        'daily interest is charged on the unpaid amount: 5% for days 1 to 30 of the delay, 4% for days 31 to 90, and 2% from day 91 until it is paid.',
      ],
    },
  ],
};

type Play = { canvasElement: HTMLElement };

/** Desktop: a centred card whose lines stay at a comfortable length (no more than about 90 characters). */
export const Desktop: StoryObj = {
  ...siteNodeStory(terms, { wide: true, viewport: 'desktop' }).story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Loan terms and conditions' });
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Who can borrow',
      '3. Decision and disbursement',
      '6. Late payment',
    ]);
    const text = canvas.getByText(paragraph);
    const fontSize = parseFloat(getComputedStyle(text).fontSize);
    // The width of one average character is about half the font size.
    await expect(text.getBoundingClientRect().width / (fontSize * 0.5)).toBeLessThanOrEqual(95);
    const box = article.getBoundingClientRect();
    const page = article.parentElement?.getBoundingClientRect();
    await expect(Math.abs(box.left - (page?.left ?? 0) - ((page?.right ?? 0) - box.right))).toBeLessThan(2);
    await expect(canvas.getByText('be a Filipino citizen;').closest('ul')).toBeVisible();
  },
};

/** A 360 px phone: the text fills the card, nothing wider than the screen. */
export const Phone: StoryObj = {
  ...siteNodeStory(terms, { viewport: 'phone' }).story,
  play: async ({ canvasElement }: Play) => {
    const article = await within(canvasElement).findByRole('article', { name: 'Loan terms and conditions' });
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(within(article).getByText('Effective 1 March 2025')).toBeVisible();
  },
};

/** Under an app top bar (the in-app General Terms and Conditions): no title, sections only. */
export const WithoutTitle: StoryObj = {
  ...siteNodeStory(
    {
      type: 'article',
      updated: 'Effective 1 March 2025',
      sections: [
        { title: 'Cookies', paragraphs: ['The app and our website use cookies and similar storage to keep you signed in.'] },
        { title: 'Minors (under 18)', paragraphs: ['Our services are not for minors.'] },
      ],
    },
    { viewport: 'phone' },
  ).story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
