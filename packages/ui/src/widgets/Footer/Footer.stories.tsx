import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { allVendors, rngVendors } from '../../private/fixtures/frame';
import { Footer } from './Footer';
import { played } from '../../private/storyText';

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: { vendors: allVendors, rngVendors, onNavigate: fn(), merchantName: 'Siam Royal', year: 2025 },
  argTypes: { vendors: { control: false }, rngVendors: { control: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, loaded, t }) => {
    const logos = canvas.getByRole('region', { name: t('shell:footer.vendors') });
    await expect(within(logos).getAllByRole('img')).toHaveLength(allVendors.length);

    const slots = canvas.getByRole('navigation', { name: t('shell:footer.rngVendors') });
    const playtech = within(slots).getByRole('link', { name: 'Playtech' });
    await expect(playtech).toHaveAttribute('href', '/rng?page=PT');
    await userEvent.click(playtech);
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng?page=PT', 'rng');

    const pages = canvas.getByRole('navigation', { name: t('shell:footer.pages') });
    await expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      ['home', 'rng', 'sports', 'live', 'freeCredit', 'promotions', 'helpCentre'].map((page) =>
        t(`shell:footer.${page}`),
      ),
    );
    await userEvent.click(within(pages).getByRole('link', { name: t('shell:footer.helpCentre') }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/help', 'help');
    await expect(
      canvas.getByText(t('shell:footer.copyright', { year: 2025, name: loaded.merchant.config.name })),
    ).toBeVisible();
  }),
};

/** Spec §2: five description blocks, one at a time. */
export const Carousel: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    const carousel = canvas.getByRole('region', { name: t('shell:footer.about') });
    await expect(
      within(carousel).getByRole('group', { name: t('shell:footer.slide', { index: 1, count: 5 }) }),
    ).toHaveTextContent(t('shell:footer.blocks.1.title'));
    await userEvent.click(within(carousel).getByRole('button', { name: t('shell:footer.next') }));
    await expect(
      within(carousel).getByRole('group', { name: t('shell:footer.slide', { index: 2, count: 5 }) }),
    ).toHaveTextContent(t('shell:footer.blocks.2.title'));
    await userEvent.click(
      within(carousel).getByRole('button', { name: t('shell:footer.goToSlide', { index: 5, count: 5 }) }),
    );
    await expect(
      within(carousel).getByRole('button', { name: t('shell:footer.goToSlide', { index: 5, count: 5 }) }),
    ).toHaveAttribute('aria-current', 'true');
    // wraps around
    await userEvent.click(within(carousel).getByRole('button', { name: t('shell:footer.next') }));
    await expect(
      within(carousel).getByRole('group', { name: t('shell:footer.slide', { index: 1, count: 5 }) }),
    ).toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: t('shell:footer.previous') }));
    await expect(
      within(carousel).getByRole('group', { name: t('shell:footer.slide', { index: 5, count: 5 }) }),
    ).toHaveTextContent(t('shell:footer.blocks.5.title'));
  }),
};

export const NoVendors: Story = {
  args: { vendors: [], rngVendors: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('region', { name: t('shell:footer.vendors') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('shell:footer.rngVendors') })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: t('shell:footer.pages') })).toBeVisible();
  }),
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
