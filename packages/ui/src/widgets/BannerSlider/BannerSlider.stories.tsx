import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BANNER_SIZES, BannerSlider, type BannerItem } from './BannerSlider';
import { storyCopies } from '../../private/fixtures/pictures';
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

/** The first picture is the page's largest (LCP): eager and high priority; the others wait for their slide. */
async function expectLcpFirst(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  await expect(images.length).toBeGreaterThan(1);
  const [first, ...others] = images;
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  // its box comes from the width and height (16:5) before any picture arrives
  await expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['1600', '500']);
  for (const other of others) {
    await expect(other).toHaveAttribute('loading', 'lazy');
    await expect(other).toHaveAttribute('decoding', 'async');
    await expect(other).not.toHaveAttribute('fetchpriority', 'high');
  }
}

/** Without copies, each banner is a plain img of its one address. */
export const WithoutCopies: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expectLcpFirst(canvasElement);
  },
};

const copies = storyCopies();

/** With AVIF and WebP copies: a picture whose sources the browser chooses from; the address stays the fallback. */
export const WithCopies: Story = {
  args: { banners: banners.map((banner) => ({ ...banner, sources: copies })) },
  play: async ({ canvasElement, canvas }) => {
    const pictures = [...canvasElement.querySelectorAll('picture')];
    await expect(pictures).toHaveLength(banners.length);
    const sources = [...pictures[0]!.querySelectorAll('source')];
    await expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) await expect(source).toHaveAttribute('sizes', BANNER_SIZES);
    await expect(sources[0]!.srcset).toBe(`${copies[0]!.url} 160w, ${copies[1]!.url} 320w`);
    await expectLcpFirst(canvasElement);
    // Chromium shows AVIF: the first picture is one of its AVIF copies, decoded at its 16:5 size
    const first = canvas.getByRole('button', { name: 'Welcome bonus 1000 THB' }).querySelector('img')!;
    await waitFor(() => expect(first.complete && first.naturalWidth > 0).toBe(true));
    await expect([copies[0]!.url, copies[1]!.url]).toContain(first.currentSrc);
    await expect(first.naturalWidth / first.naturalHeight).toBeCloseTo(16 / 5, 1);
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
