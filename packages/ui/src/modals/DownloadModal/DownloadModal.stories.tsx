import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { triggeredModal, whenOpen } from '../../private/modalStory';
import { DownloadModal, downloadPlatforms } from './DownloadModal';
import { choice } from '../../private/storyControls';
import { containing } from '../../private/storyText';

const trigger = 'Download app';

const meta = {
  title: 'Modals/DownloadModal',
  component: DownloadModal,
  ...triggeredModal(DownloadModal, trigger, {
    height: '52rem',
    args: {
      androidUrl: 'https://siamroyal.example/app/siamroyal-2.4.0.apk',
      iosUrl: 'https://siamroyal.example/app/ios',
      iosProfileUrl: 'https://siamroyal.example/app/siamroyal.mobileconfig',
    },
    argTypes: { defaultPlatform: choice(downloadPlatforms) },
  }),
} satisfies Meta<typeof DownloadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(dialog).toHaveAccessibleName(t('shell:download.title'));
    await expect(within(dialog).getByRole('tab', { name: t('shell:download.android') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const code = within(dialog).getByRole('img', {
      name: t('shell:download.appQr', { platform: t('shell:download.android') }),
    });
    // spec §9: 200 px
    await expect(code).toHaveAttribute('width', '200');
    await expect(
      within(dialog).getByRole('link', {
        name: t('shell:download.downloadFor', { platform: t('shell:download.android') }),
      }),
    ).toHaveAttribute('href', 'https://siamroyal.example/app/siamroyal-2.4.0.apk');
    const steps = within(dialog).getByRole('region', { name: t('shell:download.steps') });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  }),
};

export const Ios: Story = {
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const iosTab = within(dialog).getByRole('tab', { name: t('shell:download.ios') });
    // Radix tabs: arrow keys move between tabs
    within(dialog)
      .getByRole('tab', { name: t('shell:download.android') })
      .focus();
    await context.userEvent.keyboard('{ArrowRight}');
    await expect(iosTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(dialog).getByRole('img', { name: t('shell:download.appQr', { platform: t('shell:download.ios') }) }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: t('shell:download.profileQr') })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t('shell:download.installProfile') })).toHaveAttribute(
      'href',
      'https://siamroyal.example/app/siamroyal.mobileconfig',
    );
    const steps = within(dialog).getByRole('region', { name: t('shell:download.steps') });
    await expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      containing(t('shell:download.installProfile')),
    );
  }),
};

export const IosWithoutProfile: Story = {
  args: { iosProfileUrl: undefined, defaultPlatform: 'ios' },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).queryByRole('img', { name: t('shell:download.profileQr') })).toBeNull();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(dialog).toHaveAccessibleName('ดาวน์โหลดแอป');
    await context.userEvent.click(within(dialog).getByRole('tab', { name: t('shell:download.ios') }));
    await expect(within(dialog).getByRole('link', { name: 'ติดตั้งโปรไฟล์' })).toBeVisible();
  }),
};

export const MobileThai: Story = {
  globals: { language: 'TY', viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultPlatform: 'ios' },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(within(dialog).getByRole('region', { name: 'วิธีติดตั้ง' })).toBeVisible();
  }),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: whenOpen(trigger, async () => {}),
};
