import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { narrow } from '../../private/storyLayout';
import { Tabs } from './Tabs';

const games = [
  { value: 'hot', label: 'Hot', content: 'The most played lotteries this week.' },
  { value: 'favourites', label: 'Favourites', content: 'Lotteries you starred.' },
  { value: 'recent', label: 'Recent', content: 'Lotteries you played lately.' },
];

const thai = [
  { value: 'login', label: 'เข้าสู่ระบบ', content: 'กรอกชื่อผู้ใช้และรหัสผ่านของคุณ' },
  { value: 'register', label: 'สมัครสมาชิก', content: 'สร้างบัญชีใหม่ด้วยชื่อผู้ใช้' },
  { value: 'mobile', label: 'สมัครด้วยเบอร์โทรศัพท์มือถือ', content: 'สร้างบัญชีใหม่ด้วยเบอร์โทรศัพท์มือถือ' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'hot', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Lottery lists">
        {games.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {games.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Recent' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('recent');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lotteries you played lately.');
  },
};

export const Playground: Story = { args: { orientation: 'horizontal', activationMode: 'automatic' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const [hot, favourites, recent] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(hot).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(favourites).toHaveFocus();
    await expect(favourites).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(recent).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(hot).toHaveFocus();
    // Tab leaves the strip for the panel instead of walking every tab
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('favourites');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      >
        <Tabs.List aria-label="Lottery lists">
          {games.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {games.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Lottery lists">
        <Tabs.Trigger value="hot">Hot</Tabs.Trigger>
        <Tabs.Trigger value="favourites" disabled>
          Favourites
        </Tabs.Trigger>
        <Tabs.Trigger value="recent">Recent</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="hot">The most played lotteries this week.</Tabs.Content>
      <Tabs.Content value="recent">Lotteries you played lately.</Tabs.Content>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // arrows skip the disabled tab
    await expect(canvas.getByRole('tab', { name: 'Recent' })).toHaveFocus();
  },
};

export const LongThaiText: Story = {
  globals: { language: 'TY' },
  args: { defaultValue: 'login' },
  render: (args) => (
    <div style={narrow}>
      <Tabs {...args}>
        <Tabs.List aria-label="เข้าสู่ระบบหรือสมัครสมาชิก">
          {thai.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {thai.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    // equal shares; the long label wraps inside its share instead of overflowing
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
