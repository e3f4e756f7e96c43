import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, spreadRow } from '../../private/styleBlocks';

export const form = style(column(vars.space.md));

export const fields = style(column(vars.space.md));

/** The login-type panels: the fields follow the tab strip closely; the form's gap spaces what comes after. */
export const panel = style({ paddingBlockStart: vars.space.md, paddingBlockEnd: 0 });

/** Remember-me on the left, the forgot-password link on the right; they stack when Thai labels do not fit. */
export const options = style({ ...spreadRow, alignItems: 'center', columnGap: vars.space.md });

export const submit = style({ marginBlockStart: vars.space.xs });
