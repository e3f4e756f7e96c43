import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_PNG } from '../../private/fixtures/uploads';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { ImageAttachments } from './ImageAttachments';

const image = (id: string, name: string) => ({ id, name, previewUrl: STORY_PNG });

const meta = {
  title: 'Components/ImageAttachments',
  component: ImageAttachments,
  args: { images: [], refusals: [], onPick: fn(), onRemove: fn() },
} satisfies Meta<typeof ImageAttachments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: played(async ({ canvasElement, args, t }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('rewards:upload.add'), { selector: 'input' }), file);
    await expect(args.onPick).toHaveBeenCalledWith([file]);
    await expect(canvas.getByRole('button', { name: t('rewards:upload.add') })).toBeEnabled();
  }),
};

export const ThreeAttached: Story = {
  args: { images: [image('1', 'slip.png'), image('2', 'receipt.jpg'), image('3', 'screen.png')] },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: t('rewards:upload.remove', { name: 'receipt.jpg' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith('2');
  }),
};

/** Each refused file says why; the attached ones stay. */
export const Refused: Story = {
  args: {
    images: [image('1', 'slip.png'), image('2', 'receipt.jpg')],
    refusals: [
      { name: 'notes.pdf', problem: 'type' },
      { name: 'huge-photo.png', problem: 'size' },
      { name: 'fourth.png', problem: 'count' },
    ],
  },
  play: played(async ({ canvas, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('rewards:upload.refused.type', { name: 'notes.pdf' }));
    await expect(alert).toHaveTextContent(t('rewards:upload.refused.size', { name: 'huge-photo.png', size: 5 }));
    await expect(alert).toHaveTextContent(t('rewards:upload.refused.count', { name: 'fourth.png', max: 3 }));
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  }),
};

export const LongNamesPhone: Story = {
  ...phone360,
  args: {
    images: [image('1', 'a-very-long-file-name-from-the-phone-camera-2026-12-06-10-05-33.png')],
    refusals: [{ name: 'another-very-long-file-name-that-is-not-an-image-at-all.heic', problem: 'type' }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { images: [image('1', 'สลิป.png')], refusals: [{ name: 'ใหญ่.png', problem: 'size' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'เพิ่มรูปภาพ' })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ไม่ได้แนบ ใหญ่.png');
  },
};
