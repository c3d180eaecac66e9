/**
 * Uploads on the real complaint description screen (/complainPageNext, up to 9 evidence images): a 10th image, a
 * non-image renamed .jpg, a 0-byte file, a file over 10 MB and an upload failing midway each get a clear message, and
 * nothing the borrower already typed or picked is lost.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadScreen } from '../../../app/load-screen.ts';
import type { CallResult } from '../../../renderer/core/ports.ts';
import { createRecordingPorts, type RecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { UrlPolicyContext } from '../../../renderer/react/url-policy-context.ts';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../../renderer/react/toast-host.tsx';
import { waitForScreenReady } from '../../support/wait-for-screen-ready.ts';

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const tenMb = 10 * 1024 * 1024;

const png = (name: string) => new File([new Uint8Array(pngHead)], name, { type: 'image/png' });
const jpegOfSize = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(jpegHead);
  return new File([bytes], name, { type: 'image/jpeg' });
};
const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://img.example/kept-${i + 1}.png`);
const uploaded = (payload: Record<string, unknown>): CallResult => {
  const file = payload.problemImage;
  return { ok: true, data: { url: `https://img.example/${file instanceof File ? file.name : 'unknown'}` } };
};
const networkMessage = 'Network error. Please check your connection and try again.';
const networkDown: CallResult = { ok: false, kind: 'network', message: networkMessage };

/** Opens the complaint description screen with the borrower's text already typed and `images` already uploaded. */
async function openComplaint(images: string[] = []): Promise<{ ports: RecordingPorts; user: ReturnType<typeof userEvent.setup> }> {
  const ports = createRecordingPorts();
  ports.answer('complaint.initGet', { ok: true, data: { problemType: [{ title: 'Repayment', value: '2' }], problemSonType: [] } });
  ports.answer('complaint.uploadImage', uploaded);
  const loaded = await loadScreen('complain-page-next', ports.logger);
  if (!loaded.ok) throw new Error('the complaint description screen is not valid');
  const doc = { ...loaded.document, state: { ...loaded.document.state, images } };
  // The lender's uploads answer addresses on its image host, which the app allows pictures from.
  render(
    <UrlPolicyContext.Provider value={{ hosts: [], imageHosts: ['img.example'] }}>
      <ScreenView document={doc} input={{ query: { problemType: '2', orderNo: 'HT2503140017' }, session: {} }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </UrlPolicyContext.Provider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  // The loading view draws the form's boxes too (inert): type only once the screen itself is drawn.
  await waitForScreenReady();
  await user.type(await screen.findByLabelText('Description'), 'The collector called at night.');
  return { ports, user };
}

const pick = (user: ReturnType<typeof userEvent.setup>, files: File[]) => user.upload(screen.getByLabelText('Add image'), files);
const uploads = (ports: RecordingPorts) => ports.calls.filter((c) => c.endpoint === 'complaint.uploadImage');
const thumbnails = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));
const notes = () =>
  within(document.querySelector<HTMLElement>('.h-image-uploader__notes') ?? document.body)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const toastTexts = (ports: RecordingPorts) => ports.toasts.map((t) => t.text);

/** What the borrower typed and what was uploaded before is still there. */
function expectKept(images: string[]) {
  expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('The collector called at night.');
  expect(thumbnails().slice(0, images.length)).toEqual(images);
}

describe('uploads: complaint evidence (up to 9 images)', () => {
  it('a 10th image is not sent; the borrower is told the limit, and the nine stay', async () => {
    const { ports, user } = await openComplaint(urls(8));
    await pick(user, [png('ninth.png'), png('tenth.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(9));
    expect(uploads(ports).map((c) => (c.payload.problemImage as File).name)).toEqual(['ninth.png']);
    expect(toastTexts(ports)).toContain('You can upload at most 9 images');
    expect(notes()).toEqual(['tenth.png was not added: you can add at most 9 images.']);
    expect(screen.queryByLabelText('Add image')).toBeNull();
    expectKept([...urls(8), 'https://img.example/ninth.png']);
  });

  it('a PDF renamed .jpg (image/jpeg type, wrong bytes) is refused by its content; the real photo beside it is sent', async () => {
    const { ports, user } = await openComplaint(urls(2));
    const fake = new File(['%PDF-1.7\n1 0 obj <<>> endobj'], 'receipt.jpg', { type: 'image/jpeg' });
    await pick(user, [fake, jpegOfSize('photo.jpg', 64)]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(uploads(ports).map((c) => (c.payload.problemImage as File).name)).toEqual(['photo.jpg']);
    expect(toastTexts(ports)).toContain('Only image files can be uploaded');
    expect(notes()).toEqual(['receipt.jpg was not added: it is not an image file.']);
    expectKept([...urls(2), 'https://img.example/photo.jpg']);
  });

  it('a 0-byte file is refused as empty and nothing is sent', async () => {
    const { ports, user } = await openComplaint(urls(1));
    await pick(user, [new File([], 'blank.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(notes()).toEqual(['blank.jpg was not added: the file is empty.']));
    expect(toastTexts(ports)).toContain('This file is empty. Please choose another image');
    expect(uploads(ports)).toEqual([]);
    expectKept(urls(1));
  });

  it('a file over 10 MB is refused before sending; one of exactly 10 MB is sent', async () => {
    const { ports, user } = await openComplaint(urls(3));
    await pick(user, [jpegOfSize('huge.jpg', tenMb + 1), jpegOfSize('limit.jpg', tenMb)]);
    await waitFor(() => expect(thumbnails()).toHaveLength(4));
    expect(uploads(ports).map((c) => (c.payload.problemImage as File).name)).toEqual(['limit.jpg']);
    expect(toastTexts(ports)).toContain('Images must be 10 MB or smaller');
    expect(notes()).toEqual(['huge.jpg was not added: it is larger than 10 MB.']);
    expectKept([...urls(3), 'https://img.example/limit.jpg']);
  });

  it('an upload failing midway keeps the others, says why, and offers Retry for the failed one', async () => {
    const { ports, user } = await openComplaint(urls(1));
    ports.answer('complaint.uploadImage', (payload) => ((payload.problemImage as File).name === 'b.png' ? networkDown : uploaded(payload)));
    await pick(user, [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(uploads(ports)).toHaveLength(3));
    await waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    expect(thumbnails()).toEqual([...urls(1), 'https://img.example/a.png', 'https://img.example/c.png']);
    expect(toastTexts(ports)).toContain(networkMessage);
    expectKept(urls(1));

    ports.answer('complaint.uploadImage', uploaded);
    await user.click(screen.getByRole('button', { name: 'Retry b.png' }));
    await waitFor(() =>
      expect(thumbnails()).toEqual([...urls(1), 'https://img.example/a.png', 'https://img.example/c.png', 'https://img.example/b.png']),
    );
    expect(screen.queryByText('Not uploaded')).toBeNull();
    expectKept(urls(1));
  });

  it('a failed upload that fails again stays offered; removing it frees its place', async () => {
    const { ports, user } = await openComplaint(urls(8));
    ports.answer('complaint.uploadImage', networkDown);
    await pick(user, [png('last.png')]);
    await waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    expect(screen.queryByLabelText('Add image')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry last.png' }));
    await waitFor(() => expect(uploads(ports)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry last.png' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Remove last.png' }));
    expect(screen.queryByText('Not uploaded')).toBeNull();
    expect(screen.getByLabelText('Add image')).toBeTruthy();
    expectKept(urls(8));
  });
});
