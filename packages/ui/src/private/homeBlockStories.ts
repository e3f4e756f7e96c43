// The states every home lobby block's stories show: loading, nothing to show, and failed with a retry.
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { HomeBlockName } from './HomeBlock/heights';
import { expectPhoneFit, thaiPhone360 } from './storyPhone';
import { played } from './storyText';

type Play = NonNullable<StoryObj['play']>;
type Context = Parameters<Play>[0];

/** The block's least height in px (0: it takes its own height). */
const leastHeight = (canvasElement: HTMLElement, name: HomeBlockName) =>
  parseFloat(
    getComputedStyle(canvasElement.querySelector(`section[aria-labelledby="home-${name}-title"]`)!).minHeight,
  ) || 0;

/** A server's failure message as the site passes it on. */
export const blockFailureMessage = 'The service is busy. Please try again.';

/**
 * The Loading, Empty and Failed stories of the block `name` whose data is the arg `arg` (`empty`: its data with
 * nothing in it). Each checks the block's translated state and the retry.
 */
export function homeBlockStates<S>(arg: string, name: HomeBlockName, empty: unknown = []) {
  const loading = {
    args: { [arg]: { status: 'loading' } },
    play: played<Context>(async ({ canvas, canvasElement, t }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(t(`lobby:home.${name}.loading`));
      // its place is kept for the data to come
      await expect(leastHeight(canvasElement, name)).toBeGreaterThan(100);
    }),
  };
  const nothing = {
    args: { [arg]: { status: 'ready', data: empty } },
    play: played<Context>(async ({ canvas, canvasElement, t }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(t(`lobby:home.${name}.empty`));
      // nothing to show takes its own height: no blank place is left
      await expect(leastHeight(canvasElement, name)).toBe(0);
    }),
  };
  const failed = {
    args: { [arg]: { status: 'error', message: blockFailureMessage, onRetry: fn() } },
    play: played<Context>(async ({ canvas, canvasElement, args, userEvent, t }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(blockFailureMessage);
      await expect(leastHeight(canvasElement, name)).toBeGreaterThan(100); // the retry may bring the data
      await userEvent.click(canvas.getByRole('button', { name: t('content:state.retry') }));
      await expect((args as Record<string, { onRetry: () => void }>)[arg]!.onRetry).toHaveBeenCalled();
    }),
  };
  return { Loading: loading as S, Empty: nothing as S, Failed: failed as S };
}

/** A block with long names on the 360 px phone in Thai: nothing sticks out and the page does not scroll sideways. */
export function longNamesOnPhone<S>(args: Record<string, unknown>): S {
  return {
    ...thaiPhone360,
    args,
    play: async () => {
      await expectPhoneFit();
    },
  } as S;
}
