import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { leftBarEntries } from '../../private/fixtures/frame';
import { LeftBar, type LeftBarProps } from './LeftBar';
import { LeftBarPlaceholder } from './LeftBarPlaceholder';
import { containing, played } from '../../private/storyText';

/** The bar at its height in the site, with mini mode held here as the site would. */
function LeftBarDemo(props: LeftBarProps) {
  const [mini, setMini] = useState(props.mini ?? false);
  return (
    <div style={{ display: 'flex', minHeight: '40rem' }}>
      <LeftBar
        {...props}
        mini={mini}
        onMiniChange={(next) => {
          setMini(next);
          props.onMiniChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/LeftBar',
  component: LeftBar,
  render: (args) => <LeftBarDemo {...args} />,
  args: {
    entries: leftBarEntries,
    onHome: fn(),
    onSelectEntry: fn(),
    onSelectVendor: fn(),
    onMiniChange: fn(),
    onServiceSelect: fn(),
    unreadMessages: 3,
    lineUrl: 'https://line.me/R/ti/p/@siamroyal',
  },
  argTypes: { entries: { control: false } },
} satisfies Meta<typeof LeftBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveActive = leftBarEntries.map((entry) => ({ ...entry, active: entry.id === 'live' }));

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const bar = canvas.getByRole('navigation', { name: t('shell:leftBar.label') });
    await userEvent.click(within(bar).getByRole('button', { name: t('shell:nav.home') }));
    await expect(args.onHome).toHaveBeenCalledOnce();
    // spec §2: lott, elott, hot and recent do not expand
    for (const id of ['recent', 'hot', 'elott', 'lott']) {
      await expect(within(bar).getByRole('button', { name: t(`shell:nav.${id}`) })).not.toHaveAttribute(
        'aria-expanded',
      );
    }
    await userEvent.click(within(bar).getByRole('button', { name: t('shell:nav.hot') }));
    await expect(args.onSelectEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'hot' }));
  }),
};

/** The active type starts open on its vendor logos. */
export const ActiveTypeExpanded: Story = {
  args: { entries: liveActive },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const live = canvas.getByRole('button', { name: t('shell:nav.live') });
    await expect(live).toHaveAttribute('aria-current', 'page');
    await expect(live).toHaveAttribute('aria-expanded', 'true');
    const vendors = canvas.getByRole('list', { name: t('shell:leftBar.vendors', { category: t('shell:nav.live') }) });
    await userEvent.click(within(vendors).getByRole('button', { name: 'Evolution' }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'live' }),
      expect.objectContaining({ vassalage: 'EVO' }),
    );
  }),
};

export const ExpandVendors: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const slots = canvas.getByRole('button', { name: t('shell:nav.rng') });
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(slots);
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onSelectEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'rng' }));
    const vendors = canvas.getByRole('list', { name: t('shell:leftBar.vendors', { category: t('shell:nav.rng') }) });
    await expect(within(vendors).getAllByRole('button')).toHaveLength(5);
    // one type open at a time
    await userEvent.click(canvas.getByRole('button', { name: t('shell:nav.sports') }));
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
  }),
};

/** Spec §2: minigame lists 'all' plus its vendors. */
export const Minigame: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:nav.minigame') }));
    const vendors = canvas.getByRole('list', {
      name: t('shell:leftBar.vendors', { category: t('shell:nav.minigame') }),
    });
    const buttons = within(vendors).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent || button.querySelector('img')?.alt)).toEqual([
      t('shell:nav.all'),
      'Spribe',
      'Kingmaker',
    ]);
    await userEvent.click(buttons[0]!);
    await expect(args.onSelectVendor).toHaveBeenCalledWith(expect.objectContaining({ id: 'minigame' }), null);
  }),
};

export const CustomerService: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const unread = t('shell:leftBar.unread', { count: 3 });
    const group = canvas.getByRole('button', { name: containing(t('shell:leftBar.service')) });
    await expect(group).toHaveAccessibleName(`${t('shell:leftBar.service')} ${unread}`);
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: `${t('shell:leftBar.messages')} ${unread}` })).toBeVisible();
    for (const item of ['serviceChat', 'telegram', 'inSiteChat', 'announcements', 'help', 'speedTest'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: t(`shell:leftBar.${item}`) }));
      await expect(args.onServiceSelect).toHaveBeenLastCalledWith(item);
    }
  }),
};

/** Spec §9: the Line QR is 100 px with a 10 px margin, in green. */
export const LineQrCode: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: containing(t('shell:leftBar.service')) }));
    const line = canvas.getByRole('button', { name: t('shell:leftBar.line') });
    await userEvent.click(line);
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    const code = await canvas.findByRole('img', { name: t('shell:leftBar.lineQr') });
    await expect(code).toHaveAttribute('width', '100');
  }),
};

export const WithoutLine: Story = {
  args: { lineUrl: undefined, unreadMessages: 0, serviceItems: ['serviceChat', 'help'] },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:leftBar.service') }));
    await expect(canvas.queryByRole('button', { name: t('shell:leftBar.line') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('shell:leftBar.telegram') })).toBeNull();
  }),
};

/** Spec §2: the collapsed bar shows icons; names stay for screen readers and as tooltips. */
export const Mini: Story = {
  args: { mini: true, entries: liveActive },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const live = canvas.getByRole('button', { name: t('shell:nav.live') });
    await expect(live).toHaveAttribute('title', t('shell:nav.live'));
    await expect(live).not.toHaveAttribute('aria-expanded');
    await expect(
      canvas.queryByRole('list', { name: t('shell:leftBar.vendors', { category: t('shell:nav.live') }) }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:leftBar.expand') }));
    await expect(args.onMiniChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: t('shell:leftBar.collapse') })).toBeVisible();
  }),
};

export const MiniOpensForService: Story = {
  args: { mini: true },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:leftBar.service') }));
    await expect(args.onMiniChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: t('shell:leftBar.serviceChat') })).toBeVisible();
  }),
};

export const Thai: Story = {
  args: { entries: liveActive },
  globals: { language: 'TY' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'ค่ายเกมคาสิโนสด' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /ฝ่ายบริการลูกค้า/ }));
    await expect(canvas.getByRole('button', { name: 'ทดสอบความเร็ว' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { entries: liveActive },
  globals: { mode: 'dark' },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: containing(t('shell:leftBar.service')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:leftBar.line') }));
    await expect(await canvas.findByRole('img', { name: t('shell:leftBar.lineQr') })).toBeVisible();
  }),
};

/** The bar beside its placeholder, both open or both mini as the bar's own button says. */
function PlaceholderDemo(props: LeftBarProps) {
  const [mini, setMini] = useState(false);
  return (
    <div style={{ display: 'flex', gap: '1rem', minHeight: '30rem' }}>
      <div data-testid="placeholder">
        <LeftBarPlaceholder mini={mini} />
      </div>
      <div data-testid="bar">
        <LeftBar {...props} mini={mini} onMiniChange={setMini} />
      </div>
    </div>
  );
}

/**
 * The bar's place in the first paint, before its code and the server's answer: as wide as the bar, open and mini,
 * so the page beside it does not move when the bar arrives.
 */
export const Placeholder: Story = {
  render: (args) => <PlaceholderDemo {...args} />,
  play: played(async ({ canvas, userEvent, t }) => {
    const width = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().width;
    await expect(width('placeholder')).toBeGreaterThan(100);
    await expect(width('placeholder')).toBe(width('bar'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:leftBar.collapse') }));
    // the bar narrows in a transition; the placeholder at once
    await waitFor(() => expect(width('bar')).toBe(width('placeholder')));
    await expect(width('placeholder')).toBeLessThan(100);
  }),
};
