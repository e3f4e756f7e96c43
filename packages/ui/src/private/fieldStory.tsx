// What the stories of the form fields share (TextField, PasswordField, Select, Checkbox): the meta's controls and
// column, and the checks of a hint and of an error, which every field reads out the same way.
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { requiredName, storyText } from './storyText';

/** The queries of a story's canvas. */
export type Canvas = ReturnType<typeof within>;

/** Finds the story's field (by its role and name) in the canvas. */
type FindField = (canvas: Canvas) => HTMLElement;

interface FieldStoryContext {
  canvasElement: HTMLElement;
  loaded?: Parameters<typeof storyText>[0];
}

/** A column as wide as a form's. */
const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);

/** The meta of a field: its label, hint and error as text controls (`argTypes` added), in a form's column. */
export const fieldMeta = <const T extends object>(argTypes?: T) => ({
  argTypes: {
    label: { control: 'text' as const },
    hint: { control: 'text' as const },
    error: { control: 'text' as const },
    ...(argTypes as T),
  },
  decorators: [formColumn],
});

/** The field that `find` gives is described by its hint. */
export const hintStory = (find: FindField, hint: string) => ({
  args: { hint },
  play: async ({ canvasElement }: FieldStoryContext) => {
    await expect(find(within(canvasElement))).toHaveAccessibleDescription(hint);
  },
});

/**
 * The field that `find` gives shows its error (the story's own text in `args`, shown as written in every language):
 * marked invalid, described by the error (read first, then the hint when `args` give one), announced as an alert.
 */
export const errorStory = <A extends { error: string; hint?: string }>(find: FindField, args: A) => ({
  args,
  play: async ({ canvasElement }: FieldStoryContext) => {
    const field = find(within(canvasElement));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(args.hint ? `${args.error} ${args.hint}` : args.error);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.error);
  },
});

/**
 * The field (of `role`, labelled `label`) is required: its name is the label and then the word "required" in the
 * story's language (the "*" is decoration), and it is marked required; `args` add to the story's.
 */
export const requiredStory = <A extends object>(
  role: 'textbox' | 'combobox' | 'checkbox',
  label: string,
  args?: A,
) => ({
  args: { required: true, ...args },
  play: async ({ canvasElement, loaded }: FieldStoryContext) => {
    const t = storyText(loaded);
    await expect(within(canvasElement).getByRole(role, { name: requiredName(t, label) })).toBeRequired();
  },
});

/** The field that `find` gives is disabled (`args` give it a value). */
export const disabledStory = <A extends object>(find: FindField, args: A) => ({
  args: { disabled: true, ...args },
  play: async ({ canvasElement }: FieldStoryContext) => {
    await expect(find(within(canvasElement))).toBeDisabled();
  },
});
