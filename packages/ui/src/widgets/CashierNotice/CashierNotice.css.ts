import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { columnList } from '../../private/styleBlocks';

/**
 * At the bottom of the screen over the page (a two-row phone header keeps its balance in view), above the chat's
 * launcher, under an open modal (the member centre) or chat: the news waits there until the member is back.
 */
export const root = style({
  position: 'fixed',
  insetBlockEnd: `calc(2 * ${vars.space.md} + ${vars.size.controlLg})`,
  insetInlineEnd: vars.space.sm,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  width: `min(24rem, calc(100vw - 2 * ${vars.space.sm}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style(columnList(vars.space.xs));

export const item = style({ boxShadow: vars.elevation.medium, borderRadius: vars.radius.md });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const all = style({ alignSelf: 'flex-end' });
