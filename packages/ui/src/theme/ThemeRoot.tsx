import { createContext, useContext, useState, type HTMLAttributes } from 'react';
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
  return (
    <div
      {...divProps}
      ref={setContainer}
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
