import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppDownload } from './AppDownload';
import { played } from '../../private/storyText';
import { appPlatforms } from '../../private/AppInstall/AppInstall';
import { choice } from '../../private/storyControls';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { statusStory } from '../../private/storyStates';

const meta = {
  title: 'Screens/AppDownload',
  component: AppDownload,
  argTypes: { first: choice(appPlatforms) },
  args: {
    androidUrl: 'https://download.example.com/app/siam.apk',
    iosUrl: 'https://download.example.com/app/siam-ios',
    iosProfileUrl: 'https://download.example.com/app/siam.mobileconfig',
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
