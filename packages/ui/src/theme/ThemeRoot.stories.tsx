import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen } from 'storybook/test';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { ThemeRoot } from './ThemeRoot';
import { ownFrameMeta } from '../private/modalStory';

function PortalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Themed dialog">
        Rendered at the end of the theme root, not of the page, so it keeps the merchant colours.
      </Dialog>
    </>
  );
}

// Storybook's preview wraps every story in a ThemeRoot with the toolbar's merchant and mode; these stories check
// what ThemeRoot promises to the components inside it.
const meta = { title: 'Foundations/ThemeRoot', ...ownFrameMeta(ThemeRoot) } satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PortalKeepsTheme: Story = {
  args: { themeClass: '' },
  render: () => <PortalDemo />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[data-theme-root]')).toBe(trigger.closest('[data-theme-root]'));
  },
};
