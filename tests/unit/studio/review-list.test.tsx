/** ReviewsView: the list by status with its filters, and an opened request with reason, JSON diff and two phones. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeRequest, changeRequestDetail, fakesPerTest, screenSummary, sessionOf } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

let api: typeof import('../../../studio/studio-api.ts');
let ReviewsView: typeof import('../../../studio/review/reviews-view.tsx').ReviewsView;

let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ ReviewsView } = await import('../../../studio/review/reviews-view.tsx'));
});
fakesPerTest(() => api);

const requests = [
  changeRequest({ id: 7, screenId: 'repayment', author: 'Rita', reason: 'Clearer due date', money: true, target: 'staging' }),
  changeRequest({ id: 5 }),
];

function arrange() {
  vi.mocked(api.listScreens).mockResolvedValue([
    screenSummary(),
    screenSummary({ id: 'repayment', title: 'Repayment', money: true, routes: [{ path: '/repayment' }] }),
  ]);
  vi.mocked(api.listChangeRequests).mockResolvedValue(requests);
  vi.mocked(api.getChangeRequest).mockResolvedValue(changeRequestDetail({ id: 5 }));
}

describe('ReviewsView list', () => {
  it('lists open requests with screen, author, reason, channel, age and the money badge', async () => {
    arrange();
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Open change requests' });
    expect(api.listChangeRequests).toHaveBeenCalledWith(expect.anything(), { status: 'open' });
    const [money, plain] = within(list).getAllByRole('listitem');
    expect(within(money!).getByText('Repayment')).toBeTruthy();
    expect(within(money!).getByText('Money screen')).toBeTruthy();
    expect(within(money!).getByText('Clearer due date')).toBeTruthy();
    expect(within(money!).getByText(/Rita · for staging · 3 hours ago/)).toBeTruthy();
    expect(within(plain!).getByText('Customer service')).toBeTruthy();
    expect(within(plain!).queryByText('Money screen')).toBeNull();
    expect(within(plain!).getByText(/Eddie Editor · for production/)).toBeTruthy();
  });

  it('asks the server again for each filter and names the status under All', async () => {
    arrange();
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    await screen.findByRole('list', { name: 'Open change requests' });
    const filters = screen.getByRole('group', { name: 'Show' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Changes requested' }));
    expect(api.listChangeRequests).toHaveBeenLastCalledWith(expect.anything(), { status: 'changes_requested' });
    expect(within(filters).getByRole('button', { name: 'Changes requested' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Approved' }));
    expect(api.listChangeRequests).toHaveBeenLastCalledWith(expect.anything(), { status: 'approved' });
    vi.mocked(api.listChangeRequests).mockResolvedValue([changeRequest({ id: 9, status: 'withdrawn' })]);
    await userEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(api.listChangeRequests).toHaveBeenLastCalledWith(expect.anything(), {});
    const list = await screen.findByRole('list', { name: 'All change requests' });
    expect(within(list).getByText('Withdrawn')).toBeTruthy();
  });

  it('says when nothing waits, and shows a failure with a retry', async () => {
    arrange();
    vi.mocked(api.listChangeRequests).mockRejectedValueOnce(
      new api.StudioApiError(503, 'The screen database is not answering.', [], null, 'db-down'),
    );
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The screen database is not answering.');
    vi.mocked(api.listChangeRequests).mockResolvedValueOnce([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
  });

  it('opens a request: reason, JSON diff, and Before and After phones with their own frames', async () => {
    arrange();
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    const item = await screen.findByRole('listitem', { name: 'Change request 5' });
    await userEvent.click(within(item).getByRole('button'));
    expect(api.getChangeRequest).toHaveBeenCalledWith(expect.anything(), 5);
    const detail = await screen.findByRole('article', { name: 'Change request 5' });
    expect(within(detail).getByText('New phone number for the help line')).toBeTruthy();
    const diff = within(detail).getByRole('table', { name: 'Changes from version 2 to this change' });
    expect(diff.querySelector('[data-kind="removed"]')?.textContent).toContain('Call 02 8888 1000');
    expect(diff.querySelector('[data-kind="added"]')?.textContent).toContain('Call 02 8888 2000');
    const before = await within(detail).findByTitle('Before');
    const after = within(detail).getByTitle('After');
    expect(before.tagName).toBe('IFRAME');
    expect(after.tagName).toBe('IFRAME');
    expect(before).not.toBe(after);
    expect(before.getAttribute('name')).toBe('hatid-studio-preview');
    expect(before.getAttribute('src')).toBe('/studio/preview.html?at=%2FcustomerService');
    expect(after.getAttribute('src')).toBe(before.getAttribute('src'));
    expect(within(item).getByRole('button').getAttribute('aria-current')).toBe('true');
  });

  it('sends each phone its own text once its frame says ready: the base version Before, the change After', async () => {
    arrange();
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Change request 5' })).getByRole('button'));
    const frames = ['Before', 'After'].map((title) => screen.getByTitle(title) as HTMLIFrameElement);
    const sent = frames.map((frame) => vi.spyOn(frame.contentWindow!, 'postMessage'));
    for (const frame of frames) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'hatid-preview', type: 'ready' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    }
    const documents = sent.map((spy) => {
      expect(spy).toHaveBeenCalledTimes(1);
      const message = spy.mock.calls[0]![0] as { type: string; screenId: string; document: { body: { text: string }[] } };
      expect(message.type).toBe('init');
      expect(message.screenId).toBe('customer-service');
      return message.document.body[0]!.text;
    });
    expect(documents).toEqual(['Call 02 8888 1000', 'Call 02 8888 2000']);
  });

  it('says why a request could not be opened', async () => {
    arrange();
    vi.mocked(api.getChangeRequest).mockRejectedValueOnce(new api.StudioApiError(404, 'No change request 5.', [], null, 'not-found'));
    renderInStudio(<ReviewsView session={sessionOf('reviewer')} onOpenScreen={vi.fn()} />);
    const item = await screen.findByRole('listitem', { name: 'Change request 5' });
    await userEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No change request 5.'));
  });
});
