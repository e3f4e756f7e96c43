import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BannerSlider, type BannerItem } from './BannerSlider';
import { played, storyText } from '../../private/storyText';

/** A 16:5 banner drawn in SVG with theme-neutral shapes (story art, not product colours). */
const art = (text: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><rect width="1600" height="500" fill="hsl(${hue} 60% 35%)"/><text x="80" y="280" font-size="96" fill="white" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const banners: BannerItem[] = [
  { bannerId: 1, url: art('Welcome bonus 1000 THB', 220), alt: 'Welcome bonus 1000 THB', clickable: true },
  { bannerId: 2, url: art('Lotto every minute', 150), alt: 'Lotto every minute', clickable: true },
  { bannerId: 3, url: art('Live casino', 20), alt: 'Live casino' },
];

const meta = {
  title: 'Widgets/BannerSlider',
  component: BannerSlider,
  args: { banners, onOpen: fn() },
} satisfies Meta<typeof BannerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('region', { name: t('shell:banner.label') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 1000 THB' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0]);
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.next') }));
    await expect(canvas.getByRole('button', { name: 'Lotto every minute' })).toBeVisible();
  },
};

/** A banner without a link is a picture, not a button. */
export const NotClickable: Story = {
  args: { banners: [banners[2]!] },
  play: async ({ canvas }) => {
    // the picture's alt text is the banner's own (args), as written
    await expect(canvas.getByRole('img', { name: 'Live casino' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Before the banners arrive: their place is kept (no layout shift). */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild?.firstElementChild as HTMLElement;
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'แบนเนอร์' })).toBeVisible();
  },
};

/** The announcements' call failed: the banners' place says so, with a retry. */
export const Failed: Story = {
  args: { banners: [], failure: { message: 'Network link is abnormal, please try again', onRetry: fn() } },
  play: played(async ({ canvas, userEvent, args, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('shell:banner.failed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }));
    await expect(args.failure?.onRetry).toHaveBeenCalledOnce();
  }),
};
