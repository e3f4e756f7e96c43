import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CornerDock } from './CornerDock';
import { ChatWindow } from '../ChatWindow';
import { RightBar } from '../RightBar';
import { ownFrame } from '../../private/modalStory';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { thaiPhone360 } from '../../private/storyPhone';

/** A page longer than the screen, with something to press on every row, behind the corner's two controls. */
function PageBehind() {
  return (
    <ol aria-label="Page" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {Array.from({ length: 30 }, (_, row) => (
        <li key={row} style={{ display: 'flex', justifyContent: 'space-between', padding: '0.5rem' }}>
          <span>Row {row + 1}</span>
          <button type="button">Pick {row + 1}</button>
        </li>
      ))}
    </ol>
  );
}

const meta = {
  title: 'Widgets/CornerDock',
  component: CornerDock,
  render: (args) => (
    <>
      <PageBehind />
      <CornerDock {...args} />
    </>
  ),
  args: {
    children: (
      <>
        <RightBar besideChatLauncher liveChats={[{ id: 'main', label: 'Live chat' }]} onLiveChat={fn()} />
        <ChatWindow
          open={false}
          enlarged={false}
          status="ready"
          chatUrl="about:blank"
          unreadCount={2}
          onToggle={fn()}
          onEnlarge={fn()}
          onShrink={fn()}
          onHide={fn()}
          onRetry={fn()}
        />
      </>
    ),
  },
  parameters: ownFrame('40rem'),
} satisfies Meta<typeof CornerDock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whatever the player can press on the page is in the strip's row, or visible: never under a control. */
async function expectDocked(canvasElement: HTMLElement) {
  const strip = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-corner-dock]')!;
  const dock = strip.getBoundingClientRect();
  await expect(dock.left).toBe(0);
  await expect(dock.right).toBe(window.innerWidth);
  await expect(dock.bottom).toBe(window.innerHeight);
  const controls = [...canvasElement.querySelectorAll('aside button, button[aria-expanded]')];
  await expect(controls.filter((control) => control.checkVisibility())).toHaveLength(2);
  for (const control of controls.filter((control) => control.checkVisibility())) {
    const box = control.getBoundingClientRect();
    // both corner buttons stand inside the strip
    await expect(box.top).toBeGreaterThanOrEqual(dock.top);
    await expect(box.bottom).toBeLessThanOrEqual(dock.bottom);
  }
  for (const pick of canvasElement.querySelectorAll('ol[aria-label="Page"] button')) {
    const box = pick.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    if (middle >= dock.top || middle > window.innerHeight) continue; // behind the strip, as behind a header
    const hit = document.elementFromPoint(box.left + box.width / 2, middle);
    await expect(pick.contains(hit), `${pick.textContent} at ${middle} is under ${hit?.outerHTML.slice(0, 80)}`).toBe(
      true,
    );
  }
}

/** On the 360 px phone the two controls sit in an opaque strip across the bottom; the page scrolls behind it. */
export const Phone: Story = {
  ...phone360,
  play: played(async ({ canvasElement, canvas, t }) => {
    await expect(canvas.getByRole('complementary', { name: t('shell:rightBar.label') })).toBeVisible();
    await expectDocked(canvasElement);
  }),
};

export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: async ({ canvasElement }) => expectDocked(canvasElement),
};

/** A wide screen has room beside the page: no strip, the controls stay in the corner. */
export const WideScreen: Story = {
  play: async ({ canvasElement }) => {
    const strip = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-corner-dock]')!;
    await expect(getComputedStyle(strip).display).toBe('none');
  },
};
