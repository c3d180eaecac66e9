/** Signing in: the sign-in page while nobody is, the server's refusals said plainly with nothing typed lost, the header once signed in, sign-out. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { StudioApp } from '../../../studio/studio-app.tsx';
import { installFakeServer, password } from './studio-fake-server.ts';

const screens = [{ id: 'about-us', title: 'About us', routes: [{ path: '/aboutUs' }], bundledText: '{"id":"about-us"}' }];

async function fillIn(email: string, typed: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await userEvent.type(within(form).getByLabelText('E-mail'), email);
  await userEvent.type(within(form).getByLabelText('Password'), typed);
  return form;
}

describe('signing in', () => {
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(() => {
    localStorage.clear();
    api = installFakeServer({ screens, signedIn: null });
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test("nobody signed in: the sign-in page, and a wrong password says the server's words and keeps what was typed", async () => {
    render(<StudioApp />);
    expect(await screen.findByRole('heading', { name: 'Hatid Studio' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    const form = await fillIn('ana@hatid.test', 'wrong password');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(within(form).getByLabelText('E-mail')).toHaveProperty('value', 'ana@hatid.test');
    expect(within(form).getByLabelText('Password')).toHaveProperty('value', 'wrong password');
    expect(api.posts('/auth/sign-in/email')).toEqual([
      { method: 'POST', path: '/auth/sign-in/email', body: { email: 'ana@hatid.test', password: 'wrong password' } },
    ]);
  });

  test('too many tries (429) and a server that does not answer are said plainly; the button waits while sending', async () => {
    api.failNext('POST /auth/sign-in/email', {
      status: 429,
      body: { code: 'too-many', message: 'Too many sign-in attempts. Wait a minute and try again.' },
    });
    api.failNext('POST /auth/sign-in/email', 'offline');
    render(<StudioApp />);
    const form = await fillIn('ana@hatid.test', password);
    const button = within(form).getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    expect((await within(form).findByRole('alert')).textContent).toBe('Too many sign-in attempts. Wait a minute and try again.');
    await userEvent.click(button);
    expect((await within(form).findByText(/not answering/)).textContent).toBe(
      'The studio server is not answering. Check your connection and try again.',
    );

    let release: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const fetch = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementationOnce(async (...args) => (await answer, fetch(...args)));
    await userEvent.click(button);
    const sending = within(form).getByRole('button', { name: 'Signing in…' });
    expect(sending).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByRole('navigation', { name: 'Studio sections' })).toBeTruthy();
  });

  test('signed in: the header shows the name and role and the sections; Sign out returns to the sign-in page', async () => {
    render(<StudioApp />);
    const form = await fillIn('ana@hatid.test', password);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Ana Reyes')).toBeTruthy();
    expect(within(bar).getByText('Editor')).toBeTruthy();
    const sections = within(bar).getByRole('navigation', { name: 'Studio sections' });
    expect(
      within(sections)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Screens', 'Reviews', 'Experiments', 'Health', 'Audit']);
    expect(await screen.findByRole('button', { name: 'About us' })).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(api.posts('/auth/sign-out')).toHaveLength(1);
    expect(api.state.session).toBeNull();
  });

  test('an admin also gets Users; the Reviews tab counts open change requests', async () => {
    api.state.session = { ...api.state.users[1]!, role: 'admin' };
    api.state.changeRequests.push({ id: 1, screenId: 'about-us', status: 'open' } as never, { id: 2, screenId: 'about-us', status: 'open' } as never);
    render(<StudioApp />);
    const sections = await screen.findByRole('navigation', { name: 'Studio sections' });
    await waitFor(() =>
      expect(
        within(sections)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Screens', 'Reviews2', 'Experiments', 'Health', 'Audit', 'Users']),
    );
    expect(within(sections).getByRole('button', { name: 'Reviews, 2 open' })).toBeTruthy();
    await userEvent.click(within(sections).getByRole('button', { name: 'Users' }));
    expect(within(sections).getByRole('button', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });
});
