import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Joining/Promotion' } satisfies Meta;

/** The campaign query of the promotion pages (screens/routes.json examples). */
const query = { id: '1', user_from: 'fb', utm_tag: 'nov', app_from: 'hatid' };
const register = (scenario?: string) => screenStory('promotion-register', { query, scenario });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Canvas = ReturnType<typeof within>;

interface SandboxRequest {
  endpoint: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/** The lender requests the sandbox received since the story started (it is reset before each story). */
async function sandboxRequests(endpoint: string): Promise<SandboxRequest[]> {
  const answer = (await (await fetch('/api/sandbox/requests')).json()) as { data: SandboxRequest[] };
  return answer.data.filter((r) => r.endpoint === endpoint);
}

/** The SMS codes the sandbox sent since the story started. */
async function sandboxSms(): Promise<{ phone: string; code: string }[]> {
  return ((await (await fetch('/api/sandbox/sms')).json()) as { data: { phone: string; code: string }[] }).data;
}

/** The graphic code picture, once the browser has drawn it (the sandbox draws the characters when it is fetched). */
async function captchaPicture(canvas: Canvas): Promise<HTMLImageElement> {
  const img = (await canvas.findByRole('img', { name: 'Graphic code picture' }, wait)) as HTMLImageElement;
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), wait);
  return img;
}

/** The characters the picture shows, as the sandbox tells testers (GET /api/sandbox/captcha/<sid>). */
async function captchaText(img: HTMLImageElement): Promise<string> {
  const sid = new URL(img.src).searchParams.get('sid') ?? '';
  const answer = (await (await fetch(`/api/sandbox/captcha/${sid}`)).json()) as { data: { text: string } };
  return answer.data.text;
}

/** Types the mobile number and the right graphic code of the picture shown. */
async function fillRight(canvas: Canvas, phone: string) {
  const img = await captchaPicture(canvas);
  await userEvent.type(canvas.getByLabelText('Mobile number'), phone);
  await userEvent.type(canvas.getByLabelText('Graphic code'), await captchaText(img));
}

/** Template 1 as it opens: banner, title, the three fields with the graphic code picture, Get code and Register now. */
export const RegisterDefault: StoryObj = {
  ...register(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Borrow up to ₱20.000,00 in minutes', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'Borrow up to ₱20.000,00 in minutes' })).toBeTruthy();
    await expect(canvas.getByLabelText('Mobile number')).toHaveAttribute('placeholder', '11-digit mobile number');
    await expect(canvas.getByLabelText('Graphic code')).toHaveValue('');
    await expect(canvas.getByLabelText('SMS code')).toHaveValue('');
    const img = await captchaPicture(canvas);
    await expect(img.src).toMatch(/\/api\/promotion\/get-captcha\?sid=[0-9a-f]{32}&timestamp=\d+$/);
    await expect(await captchaText(img)).toMatch(/^[A-Z0-9]{4}$/);
    await expect(canvas.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Register now' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Privacy Policy Authorization' })).toBeTruthy();
    const [visit] = await sandboxRequests('promotion.trackVisit');
    await expect(visit?.query).toEqual({ page_id: '1', user_from: 'fb', utm_tag: 'nov', app_from: 'hatid', client_type: 'h5', page_type: '1' });
  },
};

/** The landing config cannot be loaded (promotion-template-fails): the lender's message instead of the form. */
export const TemplateFails: StoryObj = {
  ...register('promotion-template-fails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This promotion has ended.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expect(canvas.queryByLabelText('Mobile number')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Get code' })).toBeNull();
  },
};

/** A wrong graphic code: get-sms answers 101, its message shows, the code box empties and a new picture is drawn. */
export const WrongCaptcha: StoryObj = {
  ...register(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = await captchaPicture(canvas);
    const first = img.src;
    const right = await captchaText(img);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '13812345678');
    // Four characters that are surely not the right ones (the alphabet has no O).
    await userEvent.type(canvas.getByLabelText('Graphic code'), right === 'AAAA' ? 'CCCC' : 'AAAA');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await page(canvasElement).findByText('The graphic code is wrong. Please try again.', undefined, wait)).toBeTruthy();
    await waitFor(() => expect(canvas.getByLabelText('Graphic code')).toHaveValue(''), wait);
    await waitFor(() => expect(canvas.getByRole<HTMLImageElement>('img', { name: 'Graphic code picture' }).src).not.toBe(first), wait);
    const fresh = await captchaPicture(canvas);
    await expect(await captchaText(fresh)).toMatch(/^[A-Z0-9]{4}$/);
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('138 1234 5678');
    await expect(canvas.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
    await expect(await sandboxSms()).toEqual([]);
  },
};

/** The SMS code was sent: the button counts down from 60 s and cannot be used meanwhile. */
export const CountdownRunning: StoryObj = {
  ...register(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRight(canvas, '13812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await page(canvasElement).findByText('The SMS code has been sent.', undefined, wait)).toBeTruthy();
    const waiting = await canvas.findByRole('button', { name: /^Resend in \d{1,2}s$/ }, wait);
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(Number(/(\d+)s$/.exec(waiting.textContent ?? '')?.[1])).toBeGreaterThan(50);
    await expect(canvas.queryByRole('button', { name: 'Get code' })).toBeNull();
    await userEvent.click(waiting);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await sandboxRequests('promotion.sms')).toHaveLength(1);
    const sent = await sandboxSms();
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.phone).toBe('13812345678');
    await expect(sent[0]?.code).toMatch(/^\d{6}$/);
  },
};

/** The seeded registered number asks for a code: the product's message (the page then goes to the download page). */
export const AlreadyRegistered: StoryObj = {
  ...register(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRight(canvas, '13912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await page(canvasElement).findByText('You have registered, please download the app to log in', undefined, wait)).toBeTruthy();
    await expect(page(canvasElement).queryByText('This mobile number is already registered.')).toBeNull();
    await expect(await sandboxRequests('promotion.sms')).toHaveLength(1);
    await expect(await sandboxSms()).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The download page of template 1: banner, Registered, the app's name and Download the app (which tracks a click). */
export const DownloadPage: StoryObj = {
  ...screenStory('promotion-download', { query }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Download Hatid to log in and get your loan.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'Borrow up to ₱20.000,00 in minutes' })).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'Registered' })).toBeTruthy();
    await expect(canvas.getByText('Log in with the mobile number you registered.')).toBeTruthy();
    await waitFor(async () => expect(await sandboxRequests('promotion.trackVisit')).toHaveLength(1), wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Download the app' }));
    await waitFor(async () => expect(await sandboxRequests('promotion.trackClick')).toHaveLength(1), wait);
    const [click] = await sandboxRequests('promotion.trackClick');
    await expect(click?.query).toEqual({ page_id: '1', user_from: 'fb', utm_tag: 'nov', app_from: 'hatid', phone: '' });
  },
};
