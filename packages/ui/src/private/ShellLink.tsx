import type { ComponentPropsWithRef, MouseEvent } from 'react';

export interface ShellLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** A plain left click calls this instead of loading the page; modified clicks (new tab) keep the link's own way. */
  onNavigate?: () => void;
}

/** A plain left click without modifier keys: the site's router takes it; others follow the link (a new tab). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A real link (open in a new tab, copy address) that hands plain clicks to the site, so the ui never routes.
 */
export function ShellLink({ href, onNavigate, onClick, children, ...props }: ShellLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </a>
  );
}
