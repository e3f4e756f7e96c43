import type { ComponentType, CSSProperties } from 'react';
import { vars } from '../theme/contract.css';

// Layout for story canvases only: rows and columns of examples, spaced with theme tokens.
export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md };
export const stack: CSSProperties = { display: 'flex', flexDirection: 'column', gap: vars.space.lg };
/** A phone-width column: shows how long (Thai) text wraps. */
export const narrow: CSSProperties = { ...stack, maxWidth: '16rem' };

/** A story's render: `Component` with the story's args in the phone-width column. */
export const inNarrow =
  <P extends object>(Component: ComponentType<P>) =>
  (args: P) => (
    <div style={narrow}>
      <Component {...args} />
    </div>
  );
