/** UsersView: admins only; staff accounts, a new account, confirmed role changes and Disable/Enable, review rules. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakesPerTest, screenSummary, sessionOf, staffUser } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

let api: typeof import('../../../studio/studio-api.ts');
let UsersView: typeof import('../../../studio/admin/users-view.tsx').UsersView;

let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ UsersView } = await import('../../../studio/admin/users-view.tsx'));
});
fakesPerTest(() => api);

const admin = sessionOf('admin', 'admin-1', 'Ana Admin');
const eddie = staffUser();
const self = staffUser({ id: 'admin-1', name: 'Ana Admin', email: 'ana@hatid.test', role: 'admin' });

function arrange() {
  vi.mocked(api.listUsers).mockResolvedValue([self, eddie]);
  vi.mocked(api.listScreens).mockResolvedValue([
    screenSummary(),
    screenSummary({ id: 'repayment', title: 'Repayment', money: true, reviewRequired: false }),
  ]);
}

async function accounts() {
  return screen.findByRole('table', { name: 'Staff accounts' });
}

describe('UsersView', () => {
  it('tells everyone but admins that only admins manage staff accounts', () => {
    renderInStudio(<UsersView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    expect(screen.getByText('Only admins manage staff accounts.')).toBeTruthy();
    expect(api.listUsers).not.toHaveBeenCalled();
    expect(api.listScreens).not.toHaveBeenCalled();
  });

  it('lists accounts with role and status; the admin cannot change their own', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    const table = await accounts();
    const eddieRow = within(table).getByRole('row', { name: 'Eddie Editor' });
    expect((within(eddieRow).getByLabelText('Role of Eddie Editor') as HTMLSelectElement).value).toBe('editor');
    expect(within(eddieRow).getByText('Active')).toBeTruthy();
    expect(within(eddieRow).getByRole('button', { name: 'Disable' })).toBeTruthy();
    const selfRow = within(table).getByRole('row', { name: 'Ana Admin' });
    expect(within(selfRow).getByLabelText('Role of Ana Admin').hasAttribute('disabled')).toBe(true);
    expect(within(selfRow).queryByRole('button')).toBeNull();
  });

  it('creates an account: checks e-mail, name and a 12-character password first, keeps what was typed on failure', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    await accounts();
    const form = screen.getByRole('form', { name: 'New staff account' });
    expect(within(form).getByText(/At least 12 characters/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'bea@hatid');
    await userEvent.type(within(form).getByLabelText('Name'), ' Bea Reviewer ');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'reviewer');
    await userEvent.type(within(form).getByLabelText('Initial password'), 'short one');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(api.createUser).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('The password needs at least 12 characters (it has 9).')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('E-mail'), '.test');
    await userEvent.type(within(form).getByLabelText('Initial password'), ' and more');
    vi.mocked(api.createUser).mockRejectedValueOnce(new api.StudioApiError(409, 'An account with that e-mail exists.', [], null, 'conflict'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(api.createUser).toHaveBeenCalledWith(expect.anything(), {
      email: 'bea@hatid.test',
      name: 'Bea Reviewer',
      role: 'reviewer',
      password: 'short one and more',
    });
    expect((await within(form).findByRole('alert')).textContent).toBe('An account with that e-mail exists.');
    expect((within(form).getByLabelText('Initial password') as HTMLInputElement).value).toBe('short one and more');
    expect((within(form).getByLabelText('Role') as HTMLSelectElement).value).toBe('reviewer');

    const bea = staffUser({ id: 'u-2', name: 'Bea Reviewer', email: 'bea@hatid.test', role: 'reviewer' });
    vi.mocked(api.createUser).mockResolvedValueOnce(bea);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Bea Reviewer (bea@hatid.test) can now sign in as a reviewer');
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Initial password') as HTMLInputElement).value).toBe('');
    expect(within(await accounts()).getByRole('row', { name: 'Bea Reviewer' })).toBeTruthy();
  });

  it('changes a role only after a confirmation', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    const row = within(await accounts()).getByRole('row', { name: 'Eddie Editor' });
    await userEvent.selectOptions(within(row).getByLabelText('Role of Eddie Editor'), 'reviewer');
    let dialog = await screen.findByRole('alertdialog', { name: 'Make Eddie Editor a reviewer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.updateUser).not.toHaveBeenCalled();
    expect((within(row).getByLabelText('Role of Eddie Editor') as HTMLSelectElement).value).toBe('editor');

    await userEvent.selectOptions(within(row).getByLabelText('Role of Eddie Editor'), 'reviewer');
    dialog = await screen.findByRole('alertdialog', { name: 'Make Eddie Editor a reviewer?' });
    expect(dialog.textContent).toContain("approves other people's changes");
    vi.mocked(api.updateUser).mockResolvedValueOnce({ ...eddie, role: 'reviewer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(api.updateUser).toHaveBeenCalledWith(expect.anything(), 'u-1', { role: 'reviewer' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(row).getByLabelText('Role of Eddie Editor') as HTMLSelectElement).value).toBe('reviewer');
  });

  it('resets a password after typing a new one of 12 characters or more', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    const row = within(await accounts()).getByRole('row', { name: 'Eddie Editor' });
    await userEvent.click(within(row).getByRole('button', { name: 'Reset password…' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Reset Eddie Editor's password?" });
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The password needs at least 12 characters.');
    expect(api.resetPassword).not.toHaveBeenCalled();
    vi.mocked(api.resetPassword).mockResolvedValueOnce(eddie);
    await userEvent.type(within(dialog).getByLabelText(/New password/), ' but now long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(api.resetPassword).toHaveBeenCalledWith(expect.anything(), 'u-1', 'too short but now long');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(row).getByRole('status').textContent).toBe('New password set');
  });

  it('disables and enables an account after a confirmation, showing a failure in the dialog', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    const row = within(await accounts()).getByRole('row', { name: 'Eddie Editor' });
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Disable Eddie Editor's account?" });
    vi.mocked(api.updateUser).mockRejectedValueOnce(new api.StudioApiError(503, 'The screen database is not answering.', [], null, 'db-down'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The screen database is not answering.');
    vi.mocked(api.updateUser).mockResolvedValueOnce({ ...eddie, disabled: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(api.updateUser).toHaveBeenLastCalledWith(expect.anything(), 'u-1', { disabled: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(row).getByText('Disabled')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Enable' }));
    const enable = await screen.findByRole('alertdialog', { name: "Enable Eddie Editor's account?" });
    vi.mocked(api.updateUser).mockResolvedValueOnce({ ...eddie, disabled: false });
    await userEvent.click(within(enable).getByRole('button', { name: 'Enable account' }));
    expect(api.updateUser).toHaveBeenLastCalledWith(expect.anything(), 'u-1', { disabled: false });
    expect(await within(row).findByText('Active')).toBeTruthy();
  });
});

describe('UsersView review rules', () => {
  it('locks a money screen on with its reason, and switches another', async () => {
    arrange();
    renderInStudio(<UsersView session={admin} onOpenScreen={vi.fn()} />);
    const rules = await screen.findByRole('list', { name: 'Review rules per screen' });
    const money = within(rules).getByRole('listitem', { name: 'Repayment' });
    const locked = within(money).getByRole('switch', { name: 'Needs review' });
    expect(locked.getAttribute('aria-checked')).toBe('true');
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(within(money).getByText('Moves money or changes an account: always reviewed')).toBeTruthy();
    expect(locked.getAttribute('aria-describedby')).toBe(within(money).getByText('Moves money or changes an account: always reviewed').id);
    await userEvent.click(locked);
    expect(api.setReviewRequired).not.toHaveBeenCalled();

    const plain = within(rules).getByRole('listitem', { name: 'Customer service' });
    const toggle = within(plain).getByRole('switch', { name: 'Needs review' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    vi.mocked(api.setReviewRequired).mockRejectedValueOnce(new api.StudioApiError(403, 'Only admins change review rules.', [], null, 'forbidden'));
    await userEvent.click(toggle);
    expect(api.setReviewRequired).toHaveBeenCalledWith(expect.anything(), 'customer-service', true);
    expect((await within(plain).findByRole('alert')).textContent).toBe('Only admins change review rules.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    vi.mocked(api.setReviewRequired).mockResolvedValueOnce(screenSummary({ reviewRequired: true }));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(within(plain).getByText('A second person approves every change.')).toBeTruthy();
  });
});
