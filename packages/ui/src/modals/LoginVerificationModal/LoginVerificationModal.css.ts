import { style } from '@vanilla-extract/css';
import { bareFieldset, boldLegend, choiceCard, column, endActions, row } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const methods = style(bareFieldset(vars.space.xs));

export const legend = style(boldLegend);

/** A method: the whole row is the radio's label, tall enough to tap. */
export const method = style({
  ...row(vars.space.sm),
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  ...choiceCard,
  overflowWrap: 'anywhere',
});

export const radio = style({ margin: 0, accentColor: vars.color.brand, flexShrink: 0 });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style(endActions);
