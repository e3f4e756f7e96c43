import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  HOSTILE_HTML,
  hostileRan,
  phone360,
  promotionHtml,
  promotions,
  thaiPromotions,
} from '../../private/fixtures/content';
import { PromotionDetail, type PromotionArticle } from './PromotionDetail';
import { containing, played } from '../../private/storyText';
import { loadErrorStory } from '../../private/storyStates';

const welcome: PromotionArticle = { ...promotions[0]!, html: promotionHtml };

const meta = {
  title: 'Screens/PromotionDetail',
  component: PromotionDetail,
  args: { status: 'ready', promotion: welcome, backHref: '/promotions', onBack: fn(), onRetry: fn() },
  argTypes: { promotion: { control: false } },
} satisfies Meta<typeof PromotionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: welcome.title })).toBeVisible();
    await expect(canvas.getByText(t('content:promotions.category.new_player'))).toBeVisible();
    await expect(canvas.getByText(t('content:promotions.noEnd'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How to join' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: containing(t('content:promotions.back')) }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  }),
};

/** The operator's HTML tries to run script, restyle the page and ask for an OTP: none of it survives. */
export const HostileHtml: Story = {
  args: { promotion: { ...welcome, id: 17, title: 'Lucky wheel weekend', category: 'special', html: HOSTILE_HTML } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Spin once per day')).toBeVisible();
    const content = canvasElement.querySelector('article')!;
    await expect(content.querySelectorAll('script, iframe, form, input, [style], [onerror]')).toHaveLength(0);
    for (const link of content.querySelectorAll('a[href]')) {
      await expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    }
    await expect(canvas.getByText('the rules').closest('a')?.hasAttribute('href') ?? false).toBe(false);
    await expect(hostileRan()).toBe(false);
  },
};

export const Loading: Story = {
  args: { status: 'loading', promotion: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('content:promotions.loadingOne'));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content:promotions.detail') })).toBeVisible();
  }),
};

export const NotFound: Story = {
  args: { status: 'notFound', promotion: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('content:promotions.notFound'));
    await expect(canvas.getByRole('link', { name: containing(t('content:promotions.back')) })).toHaveAttribute(
      'href',
      '/promotions',
    );
  }),
};

export const Failed: Story = loadErrorStory({
  promotion: null,
  errorMessage: 'Network link is abnormal, please try again',
});

export const ThaiText: Story = {
  args: {
    promotion: {
      ...thaiPromotions[0]!,
      html: '<p>ฝากเงินครั้งแรกรับโบนัส <b>100%</b> สูงสุด <b>1,000 บาท</b></p><ol><li>สมัครสมาชิก</li><li>ฝากเงินขั้นต่ำ 100 บาท</li></ol>',
    },
  },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /โปรโมชั่นทั้งหมด/ })).toBeVisible();
    await expect(canvas.getByText('สมาชิกใหม่')).toBeVisible();
  },
};

/** A 360 px phone: the wide terms table and the picture stay inside the screen. */
export const Mobile360: Story = {
  ...phone360,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
