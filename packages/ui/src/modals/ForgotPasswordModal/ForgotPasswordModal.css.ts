import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The method panels: the fields follow the tab strip closely; the form's gap spaces the button. */
export const panel = style({ paddingBlockStart: vars.space.md, paddingBlockEnd: 0 });
