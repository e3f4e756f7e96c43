// What the stories of the cashier pages (deposit, withdraw, wallet transfer, transfer to the upline) share: the
// props every one of them takes, and a Money string as they write it.
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatAmount, formatMoney, moneyToMinor } from '@wl/rules';
import { storyLanguage, storyText } from './storyText';
import { choice } from './storyControls';
import { withHeldValues, type HeldFormProps } from './storyStates';

type Loaded = Parameters<typeof storyText>[0];

/** A cashier page, ready, in baht; its values change, submit, retry a load and dismiss a notice as spies. */
export const cashierArgs = () => ({
  status: 'ready' as const,
  currency: 'THB',
  minorDigits: 2,
  onChange: fn(),
  onSubmit: fn(),
  onRetry: fn(),
  onDismissNotice: fn(),
});

/**
 * What the meta of a cashier page whose form the story holds shares: its values held (`key` names the value a field
 * writes when the two differ), its statuses as a control, `cashierArgs` with `args` added.
 */
export function cashierPage<P extends HeldFormProps, A>(
  Page: ComponentType<P>,
  statuses: readonly string[],
  args: A,
  key?: (field: Parameters<P['onChange']>[0]) => string,
) {
  const Held = withHeldValues(Page, key);
  return {
    component: Page,
    render: (props: P) => <Held {...props} />,
    argTypes: { status: choice(statuses) },
    args: { ...cashierArgs(), ...args },
  };
}

/** A Money string ("1000.00") exactly as the pages write it in the story's language (for names and descriptions)… */
export const wireMoney = (loaded: Loaded, value: string, digits = 2) =>
  formatMoney(moneyToMinor(value, digits), { code: 'THB', minorDigits: digits }, storyLanguage(loaded));

/** …and as Testing Library's text matchers read it (the no-break space a plain one). */
export const shownMoney = (loaded: Loaded, value: string, digits = 2) =>
  wireMoney(loaded, value, digits).replace(/\s/g, ' ');

/** An amount in minor units (a limit, 1000n) as the pages write it in the story's language, without the currency. */
export const amountText = (loaded: Loaded, minor: bigint) => formatAmount(minor, 2, storyLanguage(loaded));

/**
 * A cashier page whose last write failed: the server's `message` in an alert whose retry button (named by
 * `keys.retry`) sends the write again (`onRetryWrite`), and the amount typed (its field named by `keys.amount`) is kept.
 */
export const writeFailedStory = <V extends { amount: string }>(
  values: V,
  message: string,
  keys: { amount: string; retry: string },
) => ({
  args: { values, notice: { kind: 'failed' as const, message } },
  play: async ({
    canvasElement,
    loaded,
    args,
  }: {
    canvasElement: HTMLElement;
    loaded: Loaded;
    args: { onRetryWrite?: unknown };
  }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(message);
    await expect(canvas.getByRole('textbox', { name: t(keys.amount) })).toHaveValue(values.amount);
    await userEvent.click(within(alert).getByRole('button', { name: t(keys.retry) }));
    await expect(args.onRetryWrite).toHaveBeenCalledOnce();
  },
});
