import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { minigameVendors, phone360, slotVendors, thaiVendors } from '../../private/fixtures/games';
import { VendorTabs, type VendorTabsProps } from './VendorTabs';
import { played } from '../../private/storyText';
import { expectPhoneFit } from '../../private/storyPhone';
import { useHeld } from '../../private/storyStates';

/** Holds the chosen vendor as the site does (it keeps it in the address), and shows it in the panel. */
function VendorTabsDemo(props: VendorTabsProps) {
  const [value, onValueChange] = useHeld(props.value, props.onValueChange);
  return (
    <VendorTabs {...props} value={value} onValueChange={onValueChange}>
      <p>Games of {value || 'every vendor'}</p>
    </VendorTabs>
  );
}

const meta = {
  title: 'Widgets/VendorTabs',
  component: VendorTabs,
  render: (args) => <VendorTabsDemo {...args} />,
  args: { label: 'Game hall', vendors: slotVendors, value: '', onValueChange: fn(), onRetry: fn() },
  argTypes: { vendors: { control: false } },
} satisfies Meta<typeof VendorTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GameHall: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    const strip = canvas.getByRole('tablist', { name: 'Game hall' });
    await expect(within(strip).getAllByRole('tab')).toHaveLength(slotVendors.length + 1);
    await expect(within(strip).getByRole('tab', { name: t('shell:nav.all') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(strip).getByRole('tab', { name: 'Pragmatic Play' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('PP');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Games of PP');
  }),
};

/** Arrows move along the strip without loading each vendor; Enter chooses. */
export const Keyboard: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('shell:nav.all') }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pragmatic Play' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('PT');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('PP');
  }),
};

/** /rng?page=TTG: the chosen vendor's tab is selected and scrolled into view. */
export const VendorChosen: Story = {
  args: { value: 'TTG' },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Top Trend Gaming' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const strip = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(strip.right + 1);
  },
};

/** The lobby as the site renders it: a long list of games, and each render a fresh copy of the vendors. */
function LongLobby(props: VendorTabsProps) {
  const [renders, setRenders] = useState(0);
  return (
    <VendorTabs {...props} vendors={[...props.vendors]}>
      <div style={{ blockSize: '300vh' }} />
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        More games ({renders})
      </button>
    </VendorTabs>
  );
}

/**
 * A player far down the games stays there when the lobby renders again (the next page arrives): only the strip
 * scrolls to the chosen vendor, never the page.
 */
export const FarDownTheGames: Story = {
  args: { value: 'TTG' },
  render: (args) => <LongLobby {...args} />,
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: /More games/ });
    more.scrollIntoView({ block: 'end' });
    const place = window.scrollY;
    await expect(place).toBeGreaterThan(0);
    await userEvent.click(more);
    await expect(more).toHaveTextContent('(1)');
    await expect(window.scrollY).toBe(place);
  },
};

/** Spec §2: the minigame lobby lists 'all' plus the minigame vendors. */
export const Minigames: Story = {
  args: { label: 'Providers', vendors: minigameVendors },
  play: played(async ({ canvas, t }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([t('lobby:vendors.all'), 'Spribe']);
  }),
};

export const Loading: Story = {
  args: { vendors: [], status: 'loading' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lobby:vendors.loading'));
    await expect(canvas.getByRole('tabpanel')).toBeVisible();
  }),
};

/** The strip is as tall while its vendors load as once they are in: the games under it do not move. */
export const LoadingKeepsItsHeight: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div data-testid="loading">
        <VendorTabsDemo {...args} label="Loading hall" vendors={[]} status="loading" />
      </div>
      <div data-testid="loaded">
        <VendorTabsDemo {...args} label="Loaded hall" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (testId: string) =>
      within(canvas.getByTestId(testId)).getByRole('tablist').getBoundingClientRect().height;
    await expect(height('loading')).toBeGreaterThan(40);
    await expect(height('loading')).toBe(height('loaded'));
  },
};

export const Failed: Story = {
  args: { vendors: [], status: 'error' },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('lobby:vendors.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  }),
};

/** A logo that fails leaves the vendor's name. */
export const BrokenLogo: Story = {
  args: { vendors: [{ vassalage: 'XX', displayName: 'Missing Logo Gaming', logoUrl: '/lobby-story-missing.png' }] },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Missing Logo Gaming' });
    await expect(tab).toBeVisible();
  },
};

export const ThaiText: Story = {
  args: { label: 'ห้องเกม', vendors: thaiVendors, value: 'KM' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ทั้งหมด' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'คิงเมกเกอร์' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a 360 px phone the strip scrolls sideways; the page does not. */
export const Mobile360: Story = {
  ...phone360,
  args: { value: 'RTG' },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    const strip = canvas.getByRole('tablist');
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    const tab = canvas.getByRole('tab', { name: 'Real Time Gaming' });
    await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
