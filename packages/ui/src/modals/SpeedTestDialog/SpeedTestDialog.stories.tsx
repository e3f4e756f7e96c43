import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phone360 } from '../../private/fixtures/frame';
import { openByKeyboard, triggeredModal, whenOpen } from '../../private/modalStory';
import { SpeedTestDialog, type SpeedTestDomain } from './SpeedTestDialog';
import { startingWith, storyNumber, storyText } from '../../private/storyText';
import { expectTapIgnored } from '../../private/storyChecks';

const www = 'https://www.siam-sandbox.example';
const www2 = 'https://www2.siam-sandbox.example';
const www3 = 'https://www3.siam-sandbox.example';

const measuring: SpeedTestDomain[] = [www, www2, www3].map((domain) => ({ domain, result: { state: 'measuring' } }));
const measured: SpeedTestDomain[] = [
  { domain: www, result: { state: 'measured', ms: 412 } },
  { domain: www2, result: { state: 'measured', ms: 138 } },
  { domain: www3, result: { state: 'measured', ms: 1840 } },
];
const someUnreachable: SpeedTestDomain[] = [
  { domain: www, result: { state: 'unreachable' } },
  { domain: www2, result: { state: 'measured', ms: 1265 } },
  { domain: www3, result: { state: 'measured', ms: 655 } },
];
const allUnreachable: SpeedTestDomain[] = [www, www2, www3].map((domain) => ({
  domain,
  result: { state: 'unreachable' },
}));

const trigger = 'Speed test';

/** The list item of an address, found by its host. */
const rowOf = (dialog: HTMLElement, host: string) =>
  within(within(dialog).getByRole('list'))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(host))!;

const meta = {
  title: 'Modals/SpeedTestDialog',
  component: SpeedTestDialog,
  ...triggeredModal(SpeedTestDialog, trigger, {
    height: '36rem',
    args: { domains: measured, onRetry: fn(), onTestAgain: fn(), onOpen: fn() },
    argTypes: { domains: { control: false } },
  }),
} satisfies Meta<typeof SpeedTestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every address answered: the times, the fastest marked, each one can be opened. */
export const Results: Story = {
  play: async (context) => {
    const t = storyText(context.loaded);
    const number = storyNumber(context.loaded, { maximumFractionDigits: 0 });
    const dialog = await openByKeyboard(context, trigger);
    await expect(dialog).toHaveAccessibleName(t('shell:speedTest.title'));
    const list = within(dialog).getByRole('list', { name: t('shell:speedTest.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // the server's order is kept; the fastest is marked, the slow one says so to a screen reader
    await expect(rowOf(dialog, 'www2.siam-sandbox.example')).toHaveTextContent(t('shell:speedTest.fastest'));
    await expect(rowOf(dialog, 'www.siam-sandbox.example')).not.toHaveTextContent(t('shell:speedTest.fastest'));
    await expect(rowOf(dialog, 'www.siam-sandbox.example')).toHaveTextContent(
      `${t('shell:speedTest.time', { ms: number(412) })} (${t('shell:speedTest.fast')})`,
    );
    await expect(rowOf(dialog, 'www3.siam-sandbox.example')).toHaveTextContent(
      `${t('shell:speedTest.time', { ms: number(1840) })} (${t('shell:speedTest.slow')})`,
    );

    await context.userEvent.click(
      within(dialog).getByRole('button', {
        name: t('shell:speedTest.openDomain', { domain: 'www2.siam-sandbox.example' }),
      }),
    );
    await expect(context.args.onOpen).toHaveBeenCalledWith(www2);
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:speedTest.testAgain') }));
    await expect(context.args.onTestAgain).toHaveBeenCalledOnce();
  },
};

/** The list is being fetched. */
export const Loading: Story = {
  args: { status: 'loading', domains: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('shell:speedTest.loading'));
    await expect(within(dialog).queryByRole('button', { name: t('shell:speedTest.testAgain') })).toBeNull();
  }),
};

/** Every address is being measured: a spinner each, nothing to open yet, the test-again button busy. */
export const Measuring: Story = {
  args: { domains: measuring },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(within(dialog).getAllByRole('status')).toHaveLength(3);
    await expect(rowOf(dialog, 'www.siam-sandbox.example')).toHaveTextContent(t('shell:speedTest.measuring'));
    await expect(within(dialog).queryByRole('button', { name: startingWith(t('shell:speedTest.open')) })).toBeNull();
    await expectTapIgnored(
      within(dialog).getByRole('button', { name: t('shell:speedTest.testAgain') }),
      context.args.onTestAgain,
    );
  }),
};

/** Some answers are in: no fastest is marked until every address is measured. */
export const PartlyMeasured: Story = {
  args: { domains: [measured[0]!, { domain: www2, result: { state: 'measuring' } }, measured[2]!] },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(rowOf(dialog, 'www.siam-sandbox.example')).toHaveTextContent(
      t('shell:speedTest.time', { ms: storyNumber(context.loaded)(412) }),
    );
    await expect(rowOf(dialog, 'www2.siam-sandbox.example')).toHaveTextContent(t('shell:speedTest.measuring'));
    await expect(within(dialog).queryByText(t('shell:speedTest.fastest'))).toBeNull();
    await expect(
      within(dialog).getByRole('button', {
        name: t('shell:speedTest.openDomain', { domain: 'www.siam-sandbox.example' }),
      }),
    ).toBeVisible();
  }),
};

/** An address that did not answer cannot be opened; the fastest is the fastest of the others. */
export const SomeUnreachable: Story = {
  args: { domains: someUnreachable },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const down = rowOf(dialog, 'www.siam-sandbox.example');
    await expect(down).toHaveTextContent(t('shell:speedTest.unreachable'));
    await expect(within(down).queryByRole('button')).toBeNull();
    await expect(rowOf(dialog, 'www3.siam-sandbox.example')).toHaveTextContent(t('shell:speedTest.fastest'));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await context.userEvent.click(
      within(dialog).getByRole('button', {
        name: t('shell:speedTest.openDomain', { domain: 'www3.siam-sandbox.example' }),
      }),
    );
    await expect(context.args.onOpen).toHaveBeenCalledWith(www3);
  }),
};

/** No address answered: said so, and the test can be run again. */
export const AllUnreachable: Story = {
  args: { domains: allUnreachable },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('shell:speedTest.allUnreachable'));
    await expect(within(dialog).queryByRole('button', { name: startingWith(t('shell:speedTest.open')) })).toBeNull();
    await expect(within(dialog).queryByText(t('shell:speedTest.fastest'))).toBeNull();
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:speedTest.testAgain') }));
    await expect(context.args.onTestAgain).toHaveBeenCalledOnce();
  }),
};

/** The routers call failed: the server's message and a retry. */
export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Network link is abnormal, please try again', domains: [] },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:speedTest.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
    await expect(within(dialog).queryByRole('button', { name: t('shell:speedTest.testAgain') })).toBeNull();
  }),
};

/** Failed without a message from the server: the translated one. */
export const FailedWithoutMessage: Story = {
  args: { status: 'error', domains: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('shell:speedTest.error'));
  }),
};

/** The merchant lists no addresses. */
export const Empty: Story = {
  args: { domains: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByText(t('shell:speedTest.empty'))).toBeVisible();
    await expect(within(dialog).queryByRole('list')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: t('shell:speedTest.testAgain') })).toBeNull();
  }),
};

export const EscapeReturnsFocus: Story = {
  play: whenOpen(trigger, async (context) => {
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
    // the trigger's label is the story's own text (`trigger`), as written
    await waitFor(() => expect(context.canvas.getByRole('button', { name: trigger })).toHaveFocus());
  }),
};

export const Thai: Story = {
  args: { domains: someUnreachable },
  globals: { language: 'TY' },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(dialog).toHaveAccessibleName('ทดสอบความเร็ว');
    await expect(within(dialog).getByRole('list', { name: 'ที่อยู่เว็บไซต์' })).toBeVisible();
    await expect(rowOf(dialog, 'www.siam-sandbox.example')).toHaveTextContent('เชื่อมต่อไม่ได้');
    await expect(rowOf(dialog, 'www3.siam-sandbox.example')).toHaveTextContent('เร็วที่สุด');
    await expect(within(dialog).getByRole('button', { name: 'ทดสอบอีกครั้ง' })).toBeVisible();
  }),
};

/** On a 360 px phone, in Thai: nothing sticks out of the dialog or the screen. */
export const Mobile360: Story = {
  ...phone360,
  args: { domains: measured },
  globals: { ...phone360.globals, language: 'TY' },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    const open = within(dialog).getByRole('button', { name: 'เปิด www2.siam-sandbox.example' });
    await expect(open.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  }),
};

export const Dark: Story = {
  args: { domains: someUnreachable },
  globals: { mode: 'dark' },
  play: whenOpen(trigger, async () => {}),
};
