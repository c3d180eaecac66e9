import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageUploaderNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const uploader: ImageUploaderNode = {
  type: 'image-uploader',
  bind: '=state.images',
  label: 'Add image',
  onPick: [
    {
      do: 'call',
      endpoint: 'complaint.uploadImage',
      with: { file: '=event.file' },
      onSuccess: [{ do: 'set', path: '=state.images', value: '=append(state.images, result.url)' }],
    },
  ],
  onReject: [{ do: 'set', path: '=state.rejected', value: '=append(state.rejected, event.reason)' }],
};

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
/** The lender's uploads answer addresses on its image host, which the app allows pictures from. */
const lenderImages = { urlPolicy: { hosts: [], imageHosts: ['img.example'] } };
const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://img.example/${i + 1}.png`);
const addInput = () => screen.getByLabelText<HTMLInputElement>('Add image');

describe('image-uploader widget', () => {
  it('uploads each picked image in turn and shows the returned thumbnails', async () => {
    const r = await showNode(uploader, { state: { images: [], rejected: [] }, ...lenderImages });
    r.ports.answer('complaint.uploadImage', (payload) => ({ ok: true, data: { url: `https://img.example/${(payload.file as File).name}` } }));
    const user = userEvent.setup();
    await user.upload(addInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(r.store.get('state.images')).toEqual(['https://img.example/a.png', 'https://img.example/b.png']));
    expect(r.ports.calls.map((c) => (c.payload.file as File).name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByRole('img', { name: 'Image 2' }).getAttribute('src')).toBe('https://img.example/b.png');
  });

  it('shows a loading tile while an upload runs and waits for it before the next', async () => {
    const r = await showNode(uploader, { state: { images: [], rejected: [] }, ...lenderImages });
    const pending: ((url: string) => void)[] = [];
    r.ports.answer('complaint.uploadImage', () => new Promise((resolve) => pending.push((url) => resolve({ ok: true, data: { url } }))));
    await userEvent.upload(addInput(), [png('a.png'), png('b.png')]);
    expect(screen.getAllByText('loading...')).toHaveLength(2);
    expect(r.ports.calls).toHaveLength(1);
    act(() => pending[0]?.('https://img.example/a.png'));
    await waitFor(() => expect(r.ports.calls).toHaveLength(2));
    expect(screen.getAllByText('loading...')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
    act(() => pending[1]?.('https://img.example/b.png'));
    await waitFor(() => expect(screen.queryAllByText('loading...')).toHaveLength(0));
    expect(r.store.get('state.images')).toEqual(['https://img.example/a.png', 'https://img.example/b.png']);
  });

  it('refuses files that are not images without sending them', async () => {
    const r = await showNode(uploader, { state: { images: [], rejected: [] }, ...lenderImages });
    r.ports.answer('complaint.uploadImage', { ok: true, data: { url: 'https://img.example/ok.png' } });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(addInput(), [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), png('ok.png')]);
    await waitFor(() => expect(r.store.get('state.images')).toEqual(['https://img.example/ok.png']));
    expect(r.ports.calls).toHaveLength(1);
    expect((r.ports.calls[0]?.payload.file as File).name).toBe('ok.png');
    expect(r.store.get('state.rejected')).toEqual(['not-image']);
  });

  it('sends only as many files as there is room for and hides the add tile at the maximum', async () => {
    const r = await showNode(uploader, { state: { images: urls(7), rejected: [] }, ...lenderImages });
    r.ports.answer('complaint.uploadImage', (payload) => ({ ok: true, data: { url: `https://img.example/${(payload.file as File).name}` } }));
    await userEvent.upload(addInput(), [png('8.png'), png('9.png'), png('10.png')]);
    await waitFor(() => expect(r.store.get('state.images')).toHaveLength(9));
    expect(r.ports.calls.map((c) => (c.payload.file as File).name)).toEqual(['8.png', '9.png']);
    expect(r.store.get('state.rejected')).toEqual(['too-many']);
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('has no add tile when the list is already full', async () => {
    await showNode(uploader, { state: { images: urls(9), rejected: [] }, ...lenderImages });
    expect(screen.getAllByRole('img')).toHaveLength(9);
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('removes an image and brings the add tile back', async () => {
    const r = await showNode(uploader, { state: { images: urls(9), rejected: [] }, ...lenderImages });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(r.store.get('state.images')).toEqual(urls(9).filter((_, i) => i !== 1));
    expect(screen.queryByRole('img', { name: 'Image 9' })).toBeNull();
    expect(addInput()).toBeTruthy();
  });

  it('respects a smaller max', async () => {
    await showNode({ ...uploader, max: 3 }, { state: { images: urls(3), rejected: [] }, ...lenderImages });
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  describe('spec: 4 per row by default, image files only', () => {
    it('lays out 4 thumbnails per row by default, and perRow changes it', async () => {
      const r = await showNode(uploader, { state: { images: urls(5), rejected: [] }, ...lenderImages });
      const grid = r.container.querySelector<HTMLElement>('.h-image-uploader');
      // By a class (image-uploader.css sets --h-uploader-columns), never a style attribute: a page the server drew may
      // not carry one (the CSP's style-src-attr 'none').
      expect(grid?.classList.contains('h-image-uploader--cols-4')).toBe(true);
      expect(grid?.getAttribute('style')).toBeNull();
      r.unmount();
      const three = await showNode({ ...uploader, perRow: 3 }, { state: { images: urls(5), rejected: [] }, ...lenderImages });
      expect(three.container.querySelector<HTMLElement>('.h-image-uploader')?.classList.contains('h-image-uploader--cols-3')).toBe(true);
    });

    it("offers only image files in the phone's file chooser", async () => {
      await showNode(uploader, { state: { images: [], rejected: [] }, ...lenderImages });
      expect(addInput().accept).toBe('image/*');
      expect(addInput().type).toBe('file');
    });

    it('sends nothing when only files that are not images get through the chooser', async () => {
      const r = await showNode(uploader, { state: { images: [], rejected: [] }, ...lenderImages });
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(addInput(), [new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
      await waitFor(() => expect(r.store.get('state.rejected')).toEqual(['not-image', 'not-image']));
      expect(r.ports.calls).toEqual([]);
      expect(r.store.get('state.images')).toEqual([]);
      expect(screen.queryByText('loading...')).toBeNull();
    });
  });
});
