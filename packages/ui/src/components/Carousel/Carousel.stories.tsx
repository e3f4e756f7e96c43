import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Carousel } from './Carousel';
import { played } from '../../private/storyText';

const slides = ['First offer', 'Second offer', 'Third offer'].map((text, i) => ({ key: i, content: <p>{text}</p> }));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, label: 'Offers', autoplayMs: 5000 },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One slide at a time; previous and next wrap round; the player can stop the turning. */
export const Default: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(canvas.getByText('First offer')).toBeVisible();
    await expect(canvas.getByText('Second offer')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.previous') }));
    await expect(canvas.getByText('Third offer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:carousel.pause') }));
    await expect(canvas.getByRole('button', { name: t('common:carousel.play') })).toBeVisible();
  }),
};

/** Controls over the slides' corner (pictures keep their height). */
export const OverlayControls: Story = {
  args: { controlsPlacement: 'overlay' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('common:carousel.next') })).toBeVisible();
  }),
};

/** A single slide has nothing to turn: no controls. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'สไลด์ถัดไป' })).toBeVisible();
  },
};
