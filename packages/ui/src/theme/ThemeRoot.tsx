import { createContext, startTransition, useCallback, useContext, useState, type HTMLAttributes } from 'react';
import * as styles from './ThemeRoot.css';

// undefined: no ThemeRoot above (portals go to <body>); null: the ThemeRoot element is not mounted yet.
const PortalContainerContext = createContext<HTMLElement | null | undefined>(undefined);

export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** The merchant theme class for the current mode, e.g. `dark` from `packages/merchants/src/<folder>/theme.css.ts`. */
  themeClass: string;
}

/**
 * Applies a merchant theme to its subtree and is the container for portaled content (dialogs, the loader),
 * so a modal rendered at the end of the tree still carries the merchant's look and mode.
 */
export function ThemeRoot({ themeClass, className, children, ...divProps }: ThemeRootProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // A transition: the new container reaches the dialogs in a render that yields. Set at once (a ref's update is
  // synchronous), it made React hydrate every part of a prerendered page still waiting to hydrate in one long task,
  // since a changed context must reach the parts below it before anything else is drawn.
  const attach = useCallback((element: HTMLDivElement | null) => startTransition(() => setContainer(element)), []);
  return (
    <div
      {...divProps}
      ref={attach}
      className={[styles.root, themeClass, className].filter(Boolean).join(' ')}
      data-theme-root=""
    >
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
}

/** Where to portal overlays: the nearest ThemeRoot element, undefined outside one, null until it has mounted. */
export function usePortalContainer(): HTMLElement | null | undefined {
  return useContext(PortalContainerContext);
}
