import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Picture } from './Picture';
import { storyCopies } from '../../private/fixtures/pictures';

/** The picture's own address (the fallback), a 16:5 drawing. */
const FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><rect width="1600" height="500" fill="hsl(200 50% 40%)"/></svg>',
)}`;
const copies = storyCopies();

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: {
    src: FALLBACK,
    sizes: '100vw',
    alt: 'Weekend bonus',
    width: 1600,
    height: 500,
    style: { width: '100%', height: 'auto' },
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without copies: a plain img. */
export const WithoutCopies: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Weekend bonus' })).toHaveAttribute('src', FALLBACK);
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** With copies: AVIF first, then WebP; Chromium takes an AVIF one. */
export const WithCopies: Story = {
  args: { sources: copies },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Weekend bonus' }) as HTMLImageElement;
    const types = [...canvasElement.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));
    await expect(types).toEqual(['image/avif', 'image/webp']);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect([copies[0]!.url, copies[1]!.url]).toContain(image.currentSrc);
  },
};

/** A copy of an unknown format is left out; with none left, a plain img. */
export const UnknownFormatOnly: Story = {
  args: { sources: [{ url: '/art/1-720.jxl', width: 720, type: 'image/jxl' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};
