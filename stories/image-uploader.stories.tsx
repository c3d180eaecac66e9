import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ImageUploaderNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Image uploader', tags: ['autodocs'], ...widgetMeta('image-uploader') };
export default meta;

/**
 * A small sample photo drawn as a PNG data: address, so stories need no network (the URL policy takes raster data:
 * pictures only, never SVG ones).
 */
function sample(n: number): string {
  const hue = (n * 47) % 360;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 120;
  const pen = canvas.getContext('2d');
  if (!pen) return '';
  pen.fillStyle = `hsl(${hue} 60% 80%)`;
  pen.fillRect(0, 0, 120, 120);
  pen.fillStyle = `hsl(${hue} 50% 30%)`;
  pen.font = '36px sans-serif';
  pen.textAlign = 'center';
  pen.fillText(String(n), 60, 72);
  return canvas.toDataURL('image/png');
}
const samples = (count: number) => Array.from({ length: count }, (_, i) => sample(i + 1));

/** A picked photo: the first bytes of a PNG, which the uploader checks (a name or a type alone is not enough). */
const photo = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** The complaint evidence uploader; picking an image waits a moment (the upload) and then appends a sample. */
const evidence: ImageUploaderNode = {
  type: 'image-uploader',
  bind: '=state.images',
  max: 9,
  perRow: 4,
  label: 'Add image',
  onPick: [
    { do: 'wait', ms: 1200 },
    { do: 'set', path: '=state.images', value: '=append(state.images, state.next)' },
  ],
  onReject: [
    {
      do: 'toast',
      text: "=event.reason == 'not-image' ? 'Only image files can be uploaded' : event.reason == 'empty' ? 'This file is empty. Please choose another image' : event.reason == 'too-large' ? 'Images must be 10 MB or smaller' : 'You can upload at most 9 images'",
    },
  ],
};

/** No image yet: only the add tile. */
export const Empty: StoryObj = nodeStory(evidence, { state: { images: [], next: sample(1) } });

/** Three images, each with its remove button; removing the second leaves two. */
export const ThreeImages: StoryObj = {
  ...nodeStory(evidence, { state: { images: samples(3), next: sample(4) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove image 2' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** Nine images: the add tile is hidden. */
export const Full: StoryObj = {
  ...nodeStory(evidence, { state: { images: samples(9), next: sample(10) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Image 9' })).toBeVisible();
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
  },
};

/** Picking two photos: loading tiles show while each upload runs, then the thumbnails. */
export const Uploading: StoryObj = {
  ...nodeStory(evidence, { state: { images: samples(2), next: sample(3) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Add image'), [photo('a.png'), photo('b.png')]);
    await waitFor(() => expect(canvas.getAllByText('loading...')).toHaveLength(2));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(4), { timeout: 5000 });
  },
};

/** perRow left out: four thumbnails to a row (the spec's default), the fifth and the add tile on the next row. */
export const FourPerRowByDefault: StoryObj = {
  ...nodeStory({ ...evidence, perRow: undefined }, { state: { images: samples(5), next: sample(6) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Image 5' })).toBeVisible();
    const tops = canvas.getAllByRole('img').map((img) => Math.round(img.getBoundingClientRect().top));
    await expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    await expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  },
};

/** Image files only: the chooser offers images, and anything else that gets through is refused with a toast. */
export const ImagesOnly: StoryObj = {
  ...nodeStory(evidence, { state: { images: samples(1), next: sample(2) } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByLabelText('Add image');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(await body.findByText('Only image files can be uploaded')).toBeVisible();
    await expect(body.queryByText('loading...')).toBeNull();
    await expect(body.getAllByRole('img')).toHaveLength(1);
  },
};

/** Files that cannot be sent are listed under the grid with the reason: a PDF renamed .jpg, an empty file, one over 10 MB. */
export const RefusedFiles: StoryObj = {
  ...nodeStory(evidence, { state: { images: samples(2), next: sample(3) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await canvas.findByLabelText('Add image'), [
      new File(['%PDF-1.7'], 'receipt.jpg', { type: 'image/jpeg' }),
      new File([], 'blank.jpg', { type: 'image/jpeg' }),
      new File([huge], 'huge.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(await canvas.findByText('receipt.jpg was not added: it is not an image file.')).toBeVisible();
    await expect(canvas.getByText('blank.jpg was not added: the file is empty.')).toBeVisible();
    await expect(canvas.getByText('huge.jpg was not added: it is larger than 10 MB.')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** An upload that fails stays as a "Not uploaded" tile; Retry sends it again (here the second try works). */
export const UploadFailed: StoryObj = {
  ...nodeStory(
    {
      ...evidence,
      onPick: [
        { do: 'wait', ms: 600 },
        {
          do: 'if',
          when: '=state.offline',
          // The first upload fails (the sandbox refuses an upload without its picture): the call ends `failed`, so the
          // uploader keeps the file as "Not uploaded" with Retry.
          then: [
            { do: 'set', path: '=state.offline', value: false },
            {
              do: 'call',
              endpoint: 'complaint.uploadImage',
              with: { problemImage: '' },
              onError: [{ do: 'toast', text: 'Network error. Please check your connection and try again.', kind: 'error' }],
            },
          ],
          else: [{ do: 'set', path: '=state.images', value: '=append(state.images, state.next)' }],
        },
      ],
    },
    { state: { images: samples(2), next: sample(3), offline: true } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Add image'), photo('receipt.png'));
    await expect(await canvas.findByText('Not uploaded', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry receipt.png' }));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(3), { timeout: 5000 });
    await expect(canvas.queryByText('Not uploaded')).toBeNull();
  },
};
