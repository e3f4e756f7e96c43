// What the stories of the pages that load their data and hold a form share: the form's values held as the site
// holds them, and the loading and load-error states every such page has.
import { useState, type ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from './storyText';
import { phone360 } from './storyViewports';

/**
 * A form's values held in the story as the site holds them, so typing shows; the story's own `onChange` still hears
 * each change. `key` names the value a field writes when the two differ (the withdraw form's `bankCard`).
 */
export function useHeldValues<V extends object, F extends string>(
  initial: V,
  onChange: (field: F, value: string) => void,
  key: (field: F) => string = (field) => field,
) {
  const [values, setValues] = useState(initial);
  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [key(field)]: value }));
    onChange(field, value);
  };
  return [values, change] as const;
}

export interface HeldFormProps {
  values: object;
  onChange: (field: never, value: never) => void;
}

/** `Form` with its values held as `useHeldValues` holds them: the render of a form's stories. */
export function withHeldValues<P extends HeldFormProps>(
  Form: ComponentType<P>,
  key?: (field: Parameters<P['onChange']>[0]) => string,
) {
  return function HeldValues(props: P) {
    const [values, onChange] = useHeldValues<P['values'], string>(
      props.values,
      props.onChange as unknown as (field: string, value: string) => void,
      key as ((field: string) => string) | undefined,
    );
    return <Form {...props} values={values} onChange={onChange} />;
  };
}

/** A disclosure held in the story (a section opened and closed), its story's `onChange` still told. */
export function useHeldFlag(initial: boolean | undefined, onChange?: (next: boolean) => void) {
  const [flag, setFlag] = useState(initial);
  const change = (next: boolean) => {
    setFlag(next);
    onChange?.(next);
  };
  return [flag, change] as const;
}

interface StateContext {
  canvasElement: HTMLElement;
  loaded: Parameters<typeof storyText>[0];
}

/** The page while its data loads: a status that says `loadingKey` (`namespace:key`); `args` adds to the story's. */
export const loadingStory = <A extends object>(loadingKey: string, args?: A) => ({
  args: { status: 'loading' as const, ...args },
  play: async ({ canvasElement, loaded }: StateContext) => {
    const t = storyText(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t(loadingKey));
  },
});

/**
 * The page when its data failed to load: the server's message in an alert whose retry button calls `onRetry`; `args`
 * adds to the story's.
 */
export const loadErrorStory = <A extends object>(args?: A) => ({
  args: { status: 'error' as const, errorMessage: 'Network error', ...args },
  play: async ({ canvasElement, loaded, args }: StateContext & { args: { onRetry?: unknown } }) => {
    const t = storyText(loaded);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/**
 * The favourites held in the story as the site holds them (the server answers the ids after each change): the ids,
 * and the toggle to pass on, which still tells the story's own `onToggleFavorite`; none when the story has none.
 */
export function useHeldFavorites<G extends { id: Id }, Id>(
  initial: ReadonlySet<Id> | undefined,
  onToggle: ((game: G, favorite: boolean) => void) | undefined,
) {
  const [favorites, setFavorites] = useState(initial);
  const toggle =
    onToggle &&
    ((game: G, favorite: boolean) => {
      setFavorites((ids) => {
        const next = new Set(ids);
        if (favorite) next.add(game.id);
        else next.delete(game.id);
        return next;
      });
      onToggle(game, favorite);
    });
  return [favorites, toggle] as const;
}

/** In Thai: the button named by the translation of `key` reads `thai`. */
export const thaiButtonStory = (key: string, thai: string) => ({
  globals: { language: 'TY' },
  play: async ({ canvasElement, loaded }: StateContext) => {
    const t = storyText(loaded);
    await expect(within(canvasElement).getByRole('button', { name: t(key) })).toHaveTextContent(thai);
  },
});

/** On a 360 px phone (the story's args give the long texts): the page's section does not scroll sideways. */
export const longTextPhoneStory = {
  ...phone360,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** The loader as it first shows: a status that says the translated "Loading…". */
export const loaderStory = {
  play: async ({ canvasElement, loaded }: StateContext) => {
    const t = storyText(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('shell:loader.loading'));
  },
};
