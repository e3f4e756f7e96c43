import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StatusPage, statusPageVariants } from './StatusPage';
import { played, shownText } from '../../private/storyText';
import { choice } from '../../private/storyControls';

/** A stand-in wordmark; Storybook's preview shows the toolbar merchant's logo instead, as the site shows its own. */
function DemoLogo() {
  return (
    <svg width="150" height="36" viewBox="0 0 150 36" role="img" aria-label="Lucky Star">
      <path d="M18 4l4.2 9.2 10 1-7.5 6.8 2.1 9.9L18 25.8l-8.8 5.1 2.1-9.9-7.5-6.8 10-1z" fill="currentColor" />
      <text x="40" y="25" fontSize="17" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Lucky Star
      </text>
    </svg>
  );
}

const meta = {
  title: 'Screens/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'maintenance', logo: <DemoLogo />, onContactService: fn() },
  argTypes: {
    variant: choice(statusPageVariants),
    logo: { control: false },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell:status.maintenance.title') })).toBeVisible();
    await expect(canvas.queryByText(/Your IP/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:status.contactService') }));
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  }),
};

export const RegionBlocked: Story = {
  args: { variant: 'regionBlocked', ip: '203.0.113.42' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell:status.regionBlocked.title') })).toBeVisible();
    // the sentence around the address (its own element)
    await expect(canvas.getByText('203.0.113.42').parentElement).toHaveTextContent(
      shownText(t('shell:status.yourIp', { ip: '203.0.113.42' })),
    );
  }),
};

export const ServerText: Story = {
  args: {
    title: 'Scheduled upgrade',
    info: 'We are upgrading our payment system.\nExpected back online: 04:00 (GMT+7).\n<b>Tags are shown as text</b>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scheduled upgrade' })).toBeVisible();
    // server text is text, never HTML
    await expect(canvas.getByText(/Tags are shown as text/)).toHaveTextContent('<b>Tags are shown as text</b>');
  },
};

export const NoServiceLink: Story = {
  args: { onContactService: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Thai: Story = {
  args: { variant: 'regionBlocked', ip: '2001:db8::7334' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'การเข้าถึงถูกจำกัดตามพื้นที่หรือ IP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ติดต่อฝ่ายบริการลูกค้า' })).toBeVisible();
    await expect(canvas.getByText(/IP ของคุณ/)).toHaveTextContent('IP ของคุณ: 2001:db8::7334');
  },
};

export const ThaiMaintenance: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'แจ้งปิดปรับปรุงระบบ' })).toBeVisible();
  },
};
