import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppDownload, IOS_GUIDE_STEPS, webAppStates } from './AppDownload';
import { played } from '../../private/storyText';
import { appPlatforms } from '../../private/AppInstall/AppInstall';
import { choice } from '../../private/storyControls';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { statusStory } from '../../private/storyStates';

const meta = {
  title: 'Screens/AppDownload',
  component: AppDownload,
  argTypes: { first: choice(appPlatforms), webApp: choice(webAppStates) },
  args: {
    androidUrl: 'https://download.example.com/app/siam.apk',
    iosUrl: 'https://download.example.com/app/siam-ios',
    iosProfileUrl: 'https://download.example.com/app/siam.mobileconfig',
    onInstallWebApp: fn(),
  },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell:download.title') })).toBeVisible();
    // spec §1: the app bonus
    await expect(canvas.getByText(t('content:download.bonus'))).toBeVisible();
    const android = canvas.getByRole('region', { name: t('shell:download.android') });
    const ios = canvas.getByRole('region', { name: t('shell:download.ios') });
    const androidQr = within(android).getByRole('img', {
      name: t('shell:download.appQr', { platform: t('shell:download.android') }),
    });
    await expect(androidQr).toHaveAttribute('width', '200');
    await expect(
      within(android).getByRole('link', {
        name: t('shell:download.downloadFor', { platform: t('shell:download.android') }),
      }),
    ).toHaveAttribute('href', 'https://download.example.com/app/siam.apk');
    await expect(within(android).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(ios).getByRole('img', { name: t('shell:download.profileQr') })).toBeVisible();
    await expect(within(ios).getByRole('link', { name: t('shell:download.installProfile') })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(within(ios).getAllByRole('listitem')).toHaveLength(4);
  }),
};

/** An iPhone visitor sees iOS first. */
export const IosFirst: Story = {
  args: { first: 'ios' },
  play: async ({ canvas }) => {
    const platforms = canvas.getAllByRole('heading', { level: 2 });
    await expect(platforms.map((heading) => heading.textContent)).toEqual(['iOS', 'Android']);
  },
};

/** The operator offers only the Android app. */
export const AndroidOnly: Story = {
  args: { iosUrl: null, iosProfileUrl: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.queryByRole('region', { name: t('shell:download.ios') })).not.toBeInTheDocument();
  }),
};

/** No app at all: the page says so instead of showing nothing. */
export const Empty: Story = statusStory('content:download.none', {
  androidUrl: null,
  iosUrl: null,
  iosProfileUrl: null,
});

export const ThaiText: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ดาวน์โหลดแอป' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดาวน์โหลดสำหรับ Android' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'วิธีติดตั้ง' })).toHaveLength(2);
  },
};

/** A 360 px phone: the platforms stack, and the 200 px codes fit. */
export const Mobile360: Story = {
  ...thaiPhone360,
  play: played(async ({ canvas, t }) => {
    await expectPhoneFit();
    const android = canvas.getByRole('region', { name: t('shell:download.android') });
    const ios = canvas.getByRole('region', { name: t('shell:download.ios') });
    await expect(ios.getBoundingClientRect().top).toBeGreaterThan(android.getBoundingClientRect().bottom - 1);
  }),
};

/** Chrome on Android offered to install the site: the button opens its dialog. */
export const WebAppOffered: Story = {
  args: { webApp: 'offered' },
  play: played(async ({ canvas, args, t }) => {
    const web = canvas.getByRole('region', { name: t('shell:download.webApp.title') });
    await expect(within(web).getByText(t('shell:download.webApp.intro'))).toBeVisible();
    await userEvent.click(within(web).getByRole('button', { name: t('shell:download.webApp.install') }));
    await expect(args.onInstallWebApp).toHaveBeenCalledOnce();
    // beside the native apps
    await expect(canvas.getByRole('region', { name: t('shell:download.android') })).toBeVisible();
  }),
};

/** Safari on an iPhone: the add-to-home-screen guide, numbered, each step with Safari's button. */
export const WebAppIosGuide: Story = {
  args: { webApp: 'iosGuide', first: 'ios' },
  play: played(async ({ canvas, t }) => {
    const web = canvas.getByRole('region', { name: t('shell:download.webApp.title') });
    await expect(
      within(web).getByRole('heading', { level: 3, name: t('shell:download.webApp.iosTitle') }),
    ).toBeVisible();
    const steps = within(web).getAllByRole('listitem');
    await expect(steps).toHaveLength(IOS_GUIDE_STEPS);
    await expect(steps[1]).toHaveTextContent(t('shell:download.webApp.iosSteps.2'));
    for (const step of steps) await expect(step.querySelector('svg')).not.toBeNull();
    await expect(within(web).queryByRole('button')).toBeNull();
  }),
};

/** It runs installed (or was just installed): the page says so instead of offering it. */
export const WebAppInstalled: Story = {
  args: { webApp: 'installed' },
  play: played(async ({ canvas, t }) => {
    const web = canvas.getByRole('region', { name: t('shell:download.webApp.title') });
    await expect(within(web).getByRole('status')).toHaveTextContent(t('shell:download.webApp.installed'));
    await expect(within(web).queryByRole('button')).toBeNull();
    await expect(within(web).queryByRole('list')).toBeNull();
  }),
};

/** A browser that offers nothing (a desktop Firefox): only the native apps. */
export const WebAppNone: Story = {
  args: { webApp: 'none' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('region', { name: t('shell:download.webApp.title') })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  }),
};

/** No native app from the operator, but the browser can install the site: the page offers that, not "no app". */
export const WebAppOnly: Story = {
  args: { androidUrl: null, iosUrl: null, iosProfileUrl: null, webApp: 'offered' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByText(t('content:download.none'))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('shell:download.webApp.install') })).toBeVisible();
  }),
};

export const WebAppThai: Story = {
  args: { webApp: 'iosGuide' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'เว็บแอป' })).toBeVisible();
    await expect(canvas.getByText('เลื่อนลงแล้วแตะ “เพิ่มไปยังหน้าจอโฮม”')).toBeVisible();
  },
};

/** A 360 px phone in Thai: the install button and the guide fit, the panel first. */
export const WebAppMobile360: Story = {
  ...thaiPhone360,
  args: { webApp: 'offered' },
  play: played(async ({ canvas, t }) => {
    await expectPhoneFit();
    const button = canvas.getByRole('button', { name: t('shell:download.webApp.install') });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    const web = canvas.getByRole('region', { name: t('shell:download.webApp.title') });
    const android = canvas.getByRole('region', { name: t('shell:download.android') });
    await expect(android.getBoundingClientRect().top).toBeGreaterThan(web.getBoundingClientRect().bottom - 1);
  }),
};
