// Style blocks the components' `*.css.ts` files share: spread into `style({ ... })` (every value a theme variable).
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The text and background of a page: the body font at the body size, the text colour on the background; long
 * Thai words and URLs (no spaces to break at) wrap rather than overflow. */
export const baseText = {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  overflowWrap: 'break-word',
} as const;

/** A list without bullets or indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A bare list whose items stand in a column, `gap` apart. */
export const columnList = (gap: string) => ({ ...bareList, display: 'flex', flexDirection: 'column', gap }) as const;

/** A bordered list of rows (`ruledRow`): the wallets, the bank cards. */
export const ruledList = {
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
} as const;

/** A row of a `ruledList`: its parts wrap on a phone; a rule above each row but the first. */
export const ruledRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
} as const;

/** The rule above each `ruledRow` but the first (a selector of the row). */
export const ruleAbove = { '& + &': { borderTop: `1px solid ${vars.color.border}` } } as const;

/** Parts stacked in a column, `gap` apart. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A heading's text in the heading font, bold, without the margin of the element. */
export const headingText = (fontSize: string) =>
  ({ margin: 0, fontFamily: vars.font.heading, fontSize, fontWeight: vars.fontWeight.bold }) as const;

/** A bare list laid out as a grid of cards at least `min` wide (never wider than the list), `gap` apart. */
export const cardGrid = (min: string, gap: string) =>
  ({
    ...bareList,
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`,
    gap,
  }) as const;

/** The box of a form field (a text field's control, a country code's picker): a strong border on the surface. */
export const fieldBox = {
  paddingInline: vars.space.sm,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
} as const;

/** A plain text input (search, quantity): a control-high `fieldBox` with the controls' corners and the focus ring. */
export const textInput = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlMd,
  ...fieldBox,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
} as const;

/** The focus ring of a control, `offset` outside it. */
export const focusRing = (offset: string) => ({ outline: `2px solid ${vars.color.focusRing}`, outlineOffset: offset });

/** A round button `size` across, without the button's own margin, padding and border. */
export const roundButton = (size: string) =>
  ({ width: size, height: size, margin: 0, padding: 0, border: 0, borderRadius: vars.radius.pill }) as const;

/** The favourite star on a game or lottery card: a round, small button; accent when pressed. */
export const starButton = { display: 'grid', placeItems: 'center', ...roundButton(vars.size.controlSm) } as const;

/** The selectors of `starButton`: accent when pressed, the focus ring. */
export const starSelectors = {
  '&[aria-pressed="true"]': { color: vars.color.accent },
  '&:focus-visible': focusRing('2px'),
} as const;

/** A picture as wide as its box, its height from its own ratio. */
export const fullWidthImage = { display: 'block', width: '100%', height: 'auto' } as const;

/** A card's or a tile's picture: a `fullWidthImage` kept at `aspectRatio`, the sunken colour showing until it loads. */
export const framedPicture = (aspectRatio: string) =>
  ({ ...fullWidthImage, aspectRatio, backgroundColor: vars.color.surfaceSunken }) as const;

/** A vendor's logo: the width of its box, 5:2, the whole logo shown. */
export const vendorLogo = { ...fullWidthImage, aspectRatio: '5 / 2', objectFit: 'contain' } as const;

/** A chosen chip or tab: filled with the brand colour, its text bold. */
export const chosen = {
  borderColor: vars.color.brand,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
} as const;

/** A button that is not disabled (nor busy): the state hover and press colours apply to. */
const idle = ':not(:disabled):not([aria-disabled="true"])';

/**
 * A button on the header's background inside `scope` (a merchant may paint the header in its brand colour, where the
 * brand-coloured looks would vanish): outlined in the header's text colour, the surface and brand pair on hover and
 * press. `${scope} &` outranks the Button variant rules.
 */
export const outlineOnHeader = (scope: string) =>
  ({
    selectors: {
      [`${scope} &`]: {
        backgroundColor: 'transparent',
        borderColor: vars.color.headerText,
        color: vars.color.headerText,
        whiteSpace: 'nowrap',
      },
      [`${scope} &:active${idle}`]: { backgroundColor: vars.color.surface, color: vars.color.brand },
    },
    '@media': {
      '(hover: hover)': {
        selectors: { [`${scope} &:hover${idle}`]: { backgroundColor: vars.color.surface, color: vars.color.brand } },
      },
    },
  }) as const;

/** The header's main button inside `scope`: filled with the surface colour, brand text (see `outlineOnHeader`). */
export const solidOnHeader = (scope: string) =>
  ({
    selectors: {
      [`${scope} &`]: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.surface,
        color: vars.color.brand,
        whiteSpace: 'nowrap',
      },
      [`${scope} &:active${idle}`]: { backgroundColor: vars.color.brandSoft },
    },
    '@media': {
      '(hover: hover)': { selectors: { [`${scope} &:hover${idle}`]: { backgroundColor: vars.color.brandSoft } } },
    },
  }) as const;

/** Hidden on screen, still read by screen readers: a box of one pixel, clipped, its text on one line. */
export const hiddenText = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A button's words hidden on screen (still read by screen readers) until `wide` applies: icon only on phones. */
export const shownFrom = (wide: string) =>
  ({
    ...hiddenText,
    '@media': {
      [wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' },
    },
  }) as const;

/** A fieldset without its frame: its choices in a column, `gap` apart. */
export const bareFieldset = (gap: string) =>
  ({ margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap, minWidth: 0 }) as const;

/** A card around a radio (the whole card is the radio's label): bordered, brand-tinted while its radio is checked. */
export const choiceCard = {
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft } },
} as const;

/** A table of figures (rates, orders): the full width, collapsed borders, small text. */
export const dataTable = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm } as const;

/** A fieldset's legend a little above its choices. */
export const legendAbove = { padding: 0, marginBlockEnd: vars.space.xs } as const;

/** A fieldset's legend in bold, a little above its choices. */
export const boldLegend = { ...legendAbove, fontWeight: vars.fontWeight.bold } as const;

/** A control's label (a search box, a quantity, a group of choices): small text of medium weight. */
export const labelText = { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium } as const;

/** A small label in a pill (a status, a badge): bold extra-small text, `paddingInline` either side. */
export const pillLabel = (paddingInline: string) =>
  ({
    paddingInline,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  }) as const;

/** A count over or beside an entry (unread messages, notices): a centred pill label in the critical colours. */
export const countBadge = (paddingInline: string) =>
  ({
    ...pillLabel(paddingInline),
    backgroundColor: vars.color.critical,
    color: vars.color.textOnCritical,
    textAlign: 'center',
  }) as const;

/** A dialog's whole-body state (loading, empty, failed): centred in a column, with room above and below. */
export const centredState = {
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
} as const;

/** A dialog's icon in a round, tinted disc `size` across, beside its message (the tone sets the colours). */
export const roundIcon = (size: string, fontSize: string) =>
  ({
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: vars.radius.pill,
    fontSize,
  }) as const;

/** Text cut to `lines` lines with an ellipsis (a game's or a prize's name); a long word breaks. */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/** A layer over its whole (positioned) parent that centres what it holds: a busy spinner over a control. */
export const centredOverlay = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A bare list whose items (chips, links) wrap in rows, `gap` apart. */
export const wrapList = (gap: string) => ({ ...bareList, display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A title: `headingText` with tight lines. */
export const titleText = (fontSize: string) =>
  ({ ...headingText(fontSize), lineHeight: vars.lineHeight.tight }) as const;

/** A `titleText` that may hold a long word (a name from the server): it breaks anywhere rather than overflow. */
export const longTitleText = (fontSize: string) => ({ ...titleText(fontSize), overflowWrap: 'anywhere' }) as const;

/** Secondary text (a date, a hint, a count, a label): the muted colour at `fontSize`. */
export const mutedText = (fontSize: string) => ({ color: vars.color.textMuted, fontSize }) as const;

/** A paragraph of `mutedText`, without the margin of the element. */
export const mutedNote = (fontSize: string) => ({ margin: 0, ...mutedText(fontSize) }) as const;

/** Parts side by side, `gap` apart, centred across the row (or lined up at its top: an icon beside text that wraps). */
export const row = (gap: string, alignItems: 'center' | 'flex-start' = 'center') =>
  ({ display: 'flex', alignItems, gap }) as const;

/** Parts pushed to both ends of a row; they wrap onto more rows when they do not fit. */
export const spreadRow = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between' } as const;

/** Rules for `selector` (the hovered element by default) only where there is a pointer that hovers: a tapped control
 * on a phone does not stay highlighted. */
export const onHover = (rules: StyleRule, selector = '&:hover') =>
  ({ '@media': { '(hover: hover)': { selectors: { [selector]: rules } } } }) as const;

/** A raised surface (a card, a panel) with `radius` corners: the raised colour and the low shadow. */
export const raised = (radius: string) =>
  ({ borderRadius: radius, backgroundColor: vars.color.surfaceRaised, boxShadow: vars.elevation.low }) as const;

/** A card that is a link or a button: the focus ring, and a larger shadow on hover (eased, with `transitionProperty`
 * naming what moves). Spread after the card's own look. */
export const liftOnHover = (transitionProperty: string) =>
  ({
    transitionProperty,
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: { '&:focus-visible': focusRing('2px') },
    ...onHover({ boxShadow: vars.elevation.medium }),
  }) as const;

/** Content centred both ways in an inline box (a button's label, a numbered step's number). */
export const centredInline = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** A form's or a dialog's buttons: at the end of their row, wrapping onto more rows when they do not fit. */
export const endActions = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
} as const;

/** The column of a page under the header, at most `maxWidth` wide and centred: its parts stacked, `md` apart. */
export const pageColumn = (maxWidth: string) =>
  ({
    boxSizing: 'border-box',
    width: '100%',
    maxWidth,
    marginInline: 'auto',
    padding: vars.space.md,
    ...column(vars.space.md),
  }) as const;

/** A small card in a grid of many (a lottery, a reward): a raised column, `padding` inside; a card off screen is
 * neither laid out nor painted (`height` is what it is guessed to take until it is). */
export const tileCard = (padding: string, height: string) =>
  ({
    minWidth: 0,
    ...column(vars.space.xxs),
    padding,
    ...raised(vars.radius.md),
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height}`,
  }) as const;
