import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, mutedNote } from '../../private/styleBlocks';

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const fields = style(column(vars.space.md));

/** The type panels: the fields follow the tab strip closely; the form's gap spaces what comes after. */
export const panel = style({ paddingBlockStart: vars.space.md, paddingBlockEnd: 0 });

export const legend = style({ ...mutedNote(vars.fontSize.xs), lineHeight: vars.lineHeight.normal });

/** Reset and submit share the row on the full page; submit takes the larger share and wraps on top. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

export const submit = style({ flex: '2 1 10rem' });

export const reset = style({ flex: '1 1 7rem' });
