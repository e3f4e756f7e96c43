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

/**
 * One prop held in the story as the site holds it (a chosen tab, a ticked box, a typed answer): the value, and the
 * change to pass on, which still tells the story's own callback `tell`; `valueOf` reads the value out of what the
 * callback hears when the two differ (a topic's code). The setter comes third, for a change that clears it.
 */
export function useHeld<T, A extends unknown[] = [T]>(
  initial: T,
  tell?: (...heard: A) => void,
  valueOf: (...heard: A) => T = (...heard) => heard[0] as T,
) {
  const [value, setValue] = useState(initial);
  const change = (...heard: A) => {
    setValue(valueOf(...heard));
    tell?.(...heard);
  };
  return [value, change, setValue] as const;
}

/** The props of `P` that are callbacks. */
type CallbackOf<P> = { [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never }[keyof P];

/**
 * `Component` with the props `held` names held in the story as the site holds them, each value with the callback
 * that changes it (`{ checked: 'onCheckedChange' }`; the callback's first argument is the new value): a change shows
 * at once, and the story's own callback still hears it.
 */
export function withHeld<P extends object>(Component: ComponentType<P>, held: Partial<Record<keyof P, CallbackOf<P>>>) {
  const pairs = Object.entries(held) as [keyof P, keyof P][];
  return function Held(props: P) {
    const [values, setValues] = useState<Partial<P>>(
      () => Object.fromEntries(pairs.map(([value]) => [value, props[value]])) as Partial<P>,
    );
    const changes = Object.fromEntries(
      pairs.map(([value, change]) => [
        change,
        (next: unknown, ...rest: unknown[]) => {
          setValues((current) => ({ ...current, [value]: next }));
          (props[change] as ((...heard: unknown[]) => void) | undefined)?.(next, ...rest);
        },
      ]),
    );
    return <Component {...props} {...values} {...changes} />;
  };
}

/** A disclosure held in the story (a section opened and closed), its story's `onChange` still told. */
export const useHeldFlag = (initial: boolean | undefined, onChange?: (next: boolean) => void) =>
  useHeld<boolean | undefined, [boolean]>(initial, onChange);

interface StateContext {
  canvasElement: HTMLElement;
  loaded: Parameters<typeof storyText>[0];
}

/**
 * The page in a state that only says something (loading, empty, nothing found): a status that says `key`
 * (`namespace:key`); `args` are the story's.
 */
export const statusStory = <const A extends object>(key: string, args?: A) => ({
  args: { ...args } as A,
  play: async ({ canvasElement, loaded }: StateContext) => {
    const t = storyText(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t(key));
  },
});

/** The page while its data loads: a status that says `loadingKey` (`namespace:key`); `args` adds to the story's. */
export const loadingStory = <A extends object>(loadingKey: string, args?: A) =>
  statusStory(loadingKey, { status: 'loading' as const, ...args });

/**
 * The page when its data failed to load: the server's message ("Network error" unless `args` give another) in an
 * alert whose retry button (named by `retryKey`) calls `onRetry`; `args` adds to the story's.
 */
export const loadErrorStory = <A extends object>(args?: A, retryKey = 'content:state.retry') => ({
  args: { status: 'error' as const, errorMessage: 'Network error', ...args },
  play: async ({
    canvasElement,
    loaded,
    args,
  }: StateContext & { args: { onRetry?: unknown; errorMessage?: unknown } }) => {
    const t = storyText(loaded);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(String(args.errorMessage));
    await userEvent.click(within(alert).getByRole('button', { name: t(retryKey) }));
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
