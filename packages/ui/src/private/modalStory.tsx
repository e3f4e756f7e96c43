// The frame of a modal's stories: the button that opens it, as on the site, and opening it by keyboard.
import { useState, type ComponentType } from 'react';
import { fn, screen, within } from 'storybook/test';
import { Button } from '../components/Button';
import { storyText } from './storyText';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The modal behind a button labelled `label`; the story's own `onOpenChange` still hears every change. */
export function withTrigger<P extends ModalProps>(Modal: ComponentType<P>, label: string) {
  return function ModalWithTrigger(props: P) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{label}</Button>
        <Modal
          {...props}
          open={open}
          onOpenChange={(next: boolean) => {
            setOpen(next);
            props.onOpenChange(next);
          }}
        />
      </>
    );
  };
}

/** A modal covers the page: on the docs page each of its stories gets its own frame, `height` tall. */
export const ownFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

/** The meta of a component that covers the whole page (a loader) or portals out of it: each story on its own frame. */
export const ownFrameMeta = <C,>(component: C, height = '20rem') => ({ component, parameters: ownFrame(height) });

/**
 * What the meta of a modal opened from a button shares: it renders behind the button labelled `label`, closed at
 * first (`open` is no control; `onOpenChange` a spy), on its own frame `height` tall; `args` and `argTypes` add to it.
 */
export function triggeredModal<P extends ModalProps, A extends Partial<P>>(
  Modal: ComponentType<P>,
  label: string,
  { height, args, argTypes }: { height: string; args: A; argTypes?: object },
) {
  const Demo = withTrigger(Modal, label);
  return {
    render: (props: P) => <Demo {...props} />,
    args: { open: false, onOpenChange: fn(), ...args },
    argTypes: { open: { control: false as const }, ...argTypes },
    parameters: ownFrame(height),
  };
}

/**
 * What the meta of a modal shown open shares: open (`onOpenChange` a spy), on its own frame `height` tall; `args` add
 * to it.
 */
export function shownModal<P extends ModalProps, A extends Partial<P>>(
  Modal: ComponentType<P>,
  height: string,
  args: A,
) {
  return { component: Modal, args: { open: true, onOpenChange: fn(), ...args }, parameters: ownFrame(height) };
}

/** What a play function gives that opening needs. */
interface TriggerContext {
  canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement };
  userEvent: { keyboard: (text: string) => Promise<unknown> };
}

/** Opens the modal by keyboard from the button labelled `label`, and returns the dialog. */
export async function openByKeyboard({ canvas, userEvent }: TriggerContext, label: string): Promise<HTMLElement> {
  canvas.getByRole('button', { name: label }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

/** The open dialog (it may still be on its way in). */
export const findDialog = () => screen.findByRole('dialog');

/** The queries within the open dialog; with `name`, only a dialog of that accessible name is found. */
export const dialogQueries = async (name?: string) =>
  within(await screen.findByRole('dialog', name === undefined ? {} : { name }));

/**
 * A modal story's play function: opens the modal by keyboard from the button labelled `label`, then plays with the
 * dialog and `t` (the `storyText` of the story) beside the story's context.
 */
export function whenOpen<C extends TriggerContext & { loaded?: Parameters<typeof storyText>[0] }>(
  label: string,
  play: (context: C & { dialog: HTMLElement; t: ReturnType<typeof storyText> }) => Promise<void>,
): (context: C) => Promise<void> {
  return async (context) =>
    play({ ...context, dialog: await openByKeyboard(context, label), t: storyText(context.loaded) });
}

type DialogQueries = Awaited<ReturnType<typeof dialogQueries>>;
type ShownPlay<C> = (context: C & { modal: DialogQueries; t: ReturnType<typeof storyText> }) => Promise<void>;

/**
 * A shown modal's play function: plays with the queries within the open dialog (`modal`) and `t` (the `storyText` of
 * the story) beside the story's context; with `nameKey`, only a dialog named by that translation is found.
 */
export function inDialog<C extends { loaded?: Parameters<typeof storyText>[0] }>(
  play: ShownPlay<C>,
): (context: C) => Promise<void>;
export function inDialog<C extends { loaded?: Parameters<typeof storyText>[0] }>(
  nameKey: string,
  play: ShownPlay<C>,
): (context: C) => Promise<void>;
export function inDialog<C extends { loaded?: Parameters<typeof storyText>[0] }>(
  ...given: [ShownPlay<C>] | [string, ShownPlay<C>]
): (context: C) => Promise<void> {
  const [nameKey, play] = given.length === 1 ? [undefined, given[0]] : given;
  return async (context) => {
    const t = storyText(context.loaded);
    await play({ ...context, modal: await dialogQueries(nameKey === undefined ? undefined : t(nameKey)), t });
  };
}
