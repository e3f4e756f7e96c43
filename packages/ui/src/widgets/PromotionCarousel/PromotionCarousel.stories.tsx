import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { phone360 } from '../RegisterForm/RegisterForm.fixtures';
import { PromotionCarousel, REGISTER_CAROUSEL_AUTOPLAY_MS } from './PromotionCarousel';
import { demoPromotions, thaiPromotions } from './PromotionCarousel.fixtures';
import type { storyText } from '../../private/storyText';
import { played } from '../../private/storyText';

const meta = {
  title: 'Widgets/PromotionCarousel',
  component: PromotionCarousel,
  render: (args) => (
    <div style={{ maxWidth: '26rem' }}>
      <PromotionCarousel {...args} />
    </div>
  ),
  args: { promotions: demoPromotions, onMore: fn() },
  argTypes: { autoplayMs: { control: { type: 'number', min: 500, step: 500 } } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromotionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slide's name in the story's language: "1 of 3". */
const slideName = (t: ReturnType<typeof storyText>, n: number, of = 3) =>
  t('common:carousel.slideLabel', { index: n, count: of });
const visibleSlide = (canvas: ReturnType<typeof within>) => canvas.getByRole('group');

export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(REGISTER_CAROUSEL_AUTOPLAY_MS).toBe(5000);
    const carousel = canvas.getByRole('region', { name: t('register:carousel.label') });
    await expect(carousel).toHaveAttribute('aria-roledescription', t('common:carousel.roleDescription'));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.next') }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 2));
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.previous') }));
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.previous') }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 3));
    await userEvent.click(canvas.getByRole('button', { name: t('register:carousel.more') }));
    await expect(args.onMore).toHaveBeenCalledWith(demoPromotions[2]);
  }),
};

export const Playground: Story = { args: { autoplayMs: REGISTER_CAROUSEL_AUTOPLAY_MS } };

/** With more than one promotion it turns by itself (5000 ms; shortened here). */
export const Autoplay: Story = {
  args: { autoplayMs: 300 },
  play: played(async ({ canvas, t }) => {
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 2)), { timeout: 1500 });
    // screen readers are not told about slides that turn by themselves
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'off');
  }),
};

export const PausesOnHover: Story = {
  args: { autoplayMs: 300 },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.hover(canvas.getByRole('region'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 2)), { timeout: 1500 });
  }),
};

export const PausesOnFocus: Story = {
  args: { autoplayMs: 300 },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common:carousel.pause') })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
  }),
};

/** The pause button comes first in the tab order (ARIA carousel pattern) and stops it for good. */
export const StopButton: Story = {
  args: { autoplayMs: 300 },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.pause') }));
    await userEvent.unhover(canvas.getByRole('region'));
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await expect(canvas.getByRole('button', { name: t('common:carousel.play') })).toBeVisible();
  }),
};

/** prefers-reduced-motion: reduce — it never turns by itself and has no pause button. */
export const ReducedMotion: Story = {
  args: { autoplayMs: 300 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: t('common:carousel.pause') })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1));
    await expect(canvas.getByRole('button', { name: t('common:carousel.next') })).toBeVisible();
  }),
};

/** One promotion: no controls, nothing turns. */
export const Single: Story = {
  args: { promotions: demoPromotions.slice(0, 1), autoplayMs: 300 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: t('common:carousel.next') })).not.toBeInTheDocument();
    await expect(visibleSlide(canvas)).toHaveAccessibleName(slideName(t, 1, 1));
  }),
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** No "more" button when the caller gives nowhere to go. */
export const WithoutMoreButton: Story = {
  args: { onMore: undefined },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: t('register:carousel.more') })).not.toBeInTheDocument();
  }),
};

/** The content is the server's HTML (sanitized by the caller): lists, bold text, pictures. */
export const HtmlContent: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    await expect(canvas.getByText('300 THB').tagName).toBe('STRONG');
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.next') }));
    await expect(canvas.getByRole('img', { name: '5 baht free credit' })).toBeVisible();
  }),
};

export const Thai: Story = {
  args: { promotions: thaiPromotions },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'โปรโมชันสำหรับสมาชิกใหม่' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ดูรายละเอียด' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  render: (args) => <PromotionCarousel {...args} />,
  args: { promotions: thaiPromotions },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'โปรโมชันสำหรับสมาชิกใหม่' });
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(360);
  },
};
