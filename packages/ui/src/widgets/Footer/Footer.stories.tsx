import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { allVendors, rngVendors } from '../../private/fixtures/frame';
import { Footer } from './Footer';

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: { vendors: allVendors, rngVendors, onNavigate: fn(), merchantName: 'Siam Royal', year: 2025 },
  argTypes: { vendors: { control: false }, rngVendors: { control: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, loaded }) => {
    const logos = canvas.getByRole('region', { name: 'Game providers' });
    await expect(within(logos).getAllByRole('img')).toHaveLength(allVendors.length);

    const slots = canvas.getByRole('navigation', { name: 'Slot providers' });
    const playtech = within(slots).getByRole('link', { name: 'Playtech' });
    await expect(playtech).toHaveAttribute('href', '/rng?page=PT');
    await userEvent.click(playtech);
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng?page=PT', 'rng');

    const pages = canvas.getByRole('navigation', { name: 'Site links' });
    await expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Slots', 'Sports', 'Live casino', 'Free credit', 'Promotions', 'Help centre']);
    await userEvent.click(within(pages).getByRole('link', { name: 'Help centre' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/help', 'help');
    await expect(canvas.getByText(`© 2025 ${loaded.merchant.config.name}. All rights reserved.`)).toBeVisible();
  },
};

/** Spec §2: five description blocks, one at a time. */
export const Carousel: Story = {
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Why play with us' });
    await expect(within(carousel).getByRole('group', { name: '1 of 5' })).toHaveTextContent('Licensed and fair');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    await expect(within(carousel).getByRole('group', { name: '2 of 5' })).toHaveTextContent(
      'Fast deposits and withdrawals',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Show 5 of 5' }));
    await expect(within(carousel).getByRole('button', { name: 'Show 5 of 5' })).toHaveAttribute('aria-current', 'true');
    // wraps around
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    await expect(within(carousel).getByRole('group', { name: '1 of 5' })).toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous' }));
    await expect(within(carousel).getByRole('group', { name: '5 of 5' })).toHaveTextContent('Play responsibly');
  },
};

export const NoVendors: Story = {
  args: { vendors: [], rngVendors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Game providers' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Slot providers' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Site links' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('group', { name: '1 จาก 5' })).toHaveTextContent('ได้รับใบอนุญาตและยุติธรรม');
    await expect(canvas.getByText(`© 2025 ${loaded.merchant.config.name} สงวนลิขสิทธิ์`)).toBeVisible();
  },
};

export const MobileThai: Story = {
  globals: { language: 'TY', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ศูนย์ช่วยเหลือ' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
