import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  demoBannerUrl,
  demoPromotions,
  thaiPromotions,
} from '../../widgets/PromotionCarousel/PromotionCarousel.fixtures';
import { filledValues, phone360, useStoryRegisterState } from '../../widgets/RegisterForm/RegisterForm.fixtures';
import { RegisterPage, type RegisterBanner, type RegisterPageProps } from './RegisterPage';
import { played, startingWith } from '../../private/storyText';
import { registerFormArgs, registerFormArgTypes, routerLink } from '../../private/registerStory';

const banners: readonly RegisterBanner[] = [
  { bannerId: 1, url: demoBannerUrl('REGISTER + 1,000 THB', '#b4233c'), alt: 'Register and get up to 1,000 THB' },
  {
    bannerId: 2,
    url: demoBannerUrl('DAILY CASHBACK 5%', '#1d4ed8'),
    alt: 'Daily cashback 5%',
    href: '/promotions',
  },
];

/** The page with its values held here; reset empties them, as the registration flow would. */
function Demo(args: RegisterPageProps) {
  return <RegisterPage {...useStoryRegisterState(args)} />;
}

const meta = {
  title: 'Screens/RegisterPage',
  component: RegisterPage,
  render: (args) => <Demo {...args} />,
  args: {
    ...registerFormArgs(),
    onReset: fn(),
    promotions: demoPromotions,
    onPromotionMore: fn(),
    banners,
    onLogin: fn(),
  },
  argTypes: {
    ...registerFormArgTypes,
    renderLink: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('register:page.title') })).toBeVisible();
    // spec §1: the register title's 1000 THB promotion
    await expect(canvas.getByText(t('register:page.promo'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('register:page.back') })).toHaveAttribute('href', '/');
    const offers = canvas.getByRole('complementary', { name: t('register:page.asideLabel') });
    await expect(within(offers).getByRole('region', { name: t('register:carousel.label') })).toBeVisible();
    await expect(within(offers).getByRole('img', { name: 'Register and get up to 1,000 THB' })).toBeVisible();
    await expect(within(offers).getByRole('link', { name: 'Daily cashback 5%' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await userEvent.click(within(offers).getByRole('button', { name: t('register:carousel.more') }));
    await expect(args.onPromotionMore).toHaveBeenCalledWith(demoPromotions[0]);
  }),
};

export const Playground: Story = { args: { title: 'Create your account', promotionAutoplayMs: 5000 } };

/** Spec §2: the full page adds a reset button; it empties what was typed. */
export const Reset: Story = {
  args: { values: filledValues },
  play: played(async ({ canvas, userEvent, args, t }) => {
    const username = canvas.getByRole('textbox', { name: startingWith(t('register:types.register')) });
    await expect(username).toHaveValue('somchai88');
    await userEvent.click(canvas.getByRole('button', { name: t('register:reset') }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(username).toHaveValue('');
  }),
};

/** The merchant's headline, e.g. the registration bonus. */
export const MerchantTitle: Story = {
  args: { title: 'Register now and get up to 1,000 THB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register now and get up to 1,000 THB' })).toBeVisible();
  },
};

/** No new_player promotions and no w_reg banners: the form alone, centred. */
export const NoPromotions: Story = {
  args: { promotions: [], banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

export const BannersOnly: Story = {
  args: { promotions: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('region', { name: t('register:carousel.label') })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).not.toHaveLength(0);
  }),
};

/** The site's router link renders the go-back link and linked banners. */
export const RouterLinks: Story = {
  args: {
    renderLink: routerLink,
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('link', { name: t('register:page.back') })).toHaveAttribute('data-router-link');
  }),
};

export const ServerError: Story = {
  args: { values: filledValues, serverError: 'Username already exists, please choose another one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username already exists');
  },
};

export const Thai: Story = {
  args: { promotions: thaiPromotions, type: 'registerMobile', smsVerification: true, onSendSms: fn() },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'กลับหน้าแรก' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ล้างข้อมูล' })).toBeVisible();
  },
};

/** Phones: one column, the offers after the form; nothing wider than the screen. */
export const Mobile360: Story = {
  ...phone360,
  args: { promotions: thaiPromotions },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    const form = await canvas.findByRole('button', { name: 'สมัครสมาชิก' });
    const offers = canvas.getByRole('complementary');
    await expect(offers.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
