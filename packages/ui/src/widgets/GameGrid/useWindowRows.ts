import { startTransition, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * How far past the viewport, above and below, rows stay in the DOM, in viewport heights (spec §9's preload factor):
 * a fling on a slow phone finds its rows already there, and the DOM is bounded by the screen, not by the list.
 */
export const OVERSCAN_VIEWPORTS = 1.3;

/** Tiles drawn before the grid is measured (first render only): enough to measure a row, few for a first paint. */
const UNMEASURED_TILES = 24;

/** Size changes under half a pixel are layout rounding, not a new layout: they must not re-render the grid. */
const SUBPIXEL = 0.5;

/** The grid's geometry as CSS laid it out: the columns follow its width (GameGrid.css.ts), rows a tile's height. */
interface Layout {
  columns: number;
  /** A row's height plus the gap below it. */
  pitch: number;
  columnWidth: number;
  columnGap: number;
  rowGap: number;
}

interface Band {
  layout: Layout | null;
  /** The first and last rows in the DOM. */
  first: number;
  last: number;
}

/**
 * Reads the columns and the row pitch off the rendered rows (the list's own, not a tile held in place). The rows are
 * measured from their tiles, not from the list's padding: computed styles round a long list's padding.
 */
function measure(list: HTMLElement): Layout | null {
  const tiles = [...list.children].filter((child) => !child.hasAttribute('data-pinned'));
  const style = getComputedStyle(list);
  const tracks = style.gridTemplateColumns.split(' ').map(parseFloat);
  const columnWidth = tracks[0] ?? NaN;
  const firstTile = tiles[0];
  const lastTile = tiles.at(-1);
  if (!firstTile || !lastTile || !(columnWidth > 0)) return null;
  const columns = tracks.length;
  const rowGap = parseFloat(style.rowGap) || 0;
  const height = lastTile.getBoundingClientRect().bottom - firstTile.getBoundingClientRect().top;
  const pitch = (height + rowGap) / Math.ceil(tiles.length / columns);
  if (!(pitch > 0)) return null;
  return { columns, pitch, columnWidth, columnGap: parseFloat(style.columnGap) || 0, rowGap };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The rows within the overscan of the viewport, from where the list's first row is now. */
function locate(list: HTMLElement, layout: Layout, count: number) {
  const rows = Math.max(1, Math.ceil(count / layout.columns));
  const top = list.getBoundingClientRect().top;
  const overscan = window.innerHeight * OVERSCAN_VIEWPORTS;
  const first = clamp(Math.floor((-overscan - top) / layout.pitch), 0, rows - 1);
  const last = clamp(Math.ceil((window.innerHeight + overscan - top) / layout.pitch) - 1, first, rows - 1);
  return { first, last };
}

const near = (a: number, b: number) => Math.abs(a - b) < SUBPIXEL;

/** Same rows and same geometry: the pitch compared over the whole list, whose height it sets. */
const sameBand = (a: Band, b: Band, count: number) =>
  a.first === b.first &&
  a.last === b.last &&
  a.layout !== null &&
  b.layout !== null &&
  a.layout.columns === b.layout.columns &&
  near(a.layout.pitch * Math.ceil(count / a.layout.columns), b.layout.pitch * Math.ceil(count / b.layout.columns)) &&
  near(a.layout.columnWidth, b.layout.columnWidth);

export interface WindowRows {
  /** The ref callback for the list element (a CSS grid in the page, scrolled by the window). */
  attach: (element: HTMLElement | null) => void;
  /** The items to render: from `start` up to, not including, `end`. */
  start: number;
  end: number;
  /** The list's padding standing in for the rows above and below, so the page keeps its height and scroll bar. */
  spacer: CSSProperties;
  /** The list's last row is rendered: its end is within the overscan. */
  nearEnd: boolean;
  /** The window has scrolled since the list appeared (the player is moving through it). */
  scrolled: boolean;
  /** Where item `index` sits when it is rendered outside the rows (a focused tile kept while scrolled away). */
  placeAt: (index: number) => CSSProperties;
}

/**
 * Row virtualization of a CSS grid against the window's scroll: only the rows within the overscan of the viewport
 * are rendered; padding keeps the full height. The columns and the row height are measured from the grid itself
 * (ResizeObserver), so the stylesheet stays the one place that decides the tile sizes. Tiles must be of one height.
 */
export function useWindowRows(count: number): WindowRows {
  const [list, setList] = useState<HTMLElement | null>(null);
  // The list element arrives in React's commit: kept as a transition, the render it causes (the grid and its tiles,
  // a tenth of a second on a slow phone) yields to the browser instead of running at once, synchronously.
  const attach = useCallback((element: HTMLElement | null) => startTransition(() => setList(element)), []);
  const [band, setBand] = useState<Band>({ layout: null, first: 0, last: 0 });
  // the list element the window last scrolled under: a new list (another vendor's games) starts unscrolled
  const [scrolledList, setScrolledList] = useState<HTMLElement | null>(null);
  const scrolled = list !== null && scrolledList === list;
  const measured = useRef<Layout | null>(null);

  const update = useCallback(
    (remeasure: boolean) => {
      if (!list) return;
      if (remeasure || !measured.current) measured.current = measure(list) ?? measured.current;
      const layout = measured.current;
      if (!layout) return;
      const next = { layout, ...locate(list, layout, count) };
      setBand((previous) => (sameBand(previous, next, count) ? previous : next));
    },
    [list, count],
  );

  // The grid is measured where the browser has just laid it out: the ResizeObserver below (its first call comes right
  // after the list's first layout; later ones when its width or its rendered rows change). Measuring in a layout
  // effect forced the whole page's layout inside React's commit: one long task on a slow phone for each grid. A new
  // count (more games) only moves the band, after the browser has painted.
  useEffect(() => {
    if (measured.current) update(false);
  }, [update]);

  useEffect(() => {
    if (!list) return;
    const onScroll = () => {
      setScrolledList(list);
      update(false);
    };
    const onResize = () => update(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    const observer = new ResizeObserver(onResize);
    observer.observe(list);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
    };
  }, [list, update]);

  const { layout } = band;
  if (!layout || count === 0) {
    return {
      attach,
      start: 0,
      end: Math.min(count, UNMEASURED_TILES),
      spacer: {},
      nearEnd: false,
      scrolled,
      placeAt: () => ({}),
    };
  }
  const { columns, pitch, columnWidth, columnGap, rowGap } = layout;
  const rows = Math.ceil(count / columns);
  const last = Math.min(band.last, rows - 1);
  const first = Math.min(band.first, last);
  return {
    attach,
    start: first * columns,
    end: Math.min(count, (last + 1) * columns),
    spacer: { paddingBlockStart: first * pitch, paddingBlockEnd: (rows - 1 - last) * pitch },
    nearEnd: last === rows - 1,
    scrolled,
    placeAt: (index) => ({
      position: 'absolute',
      insetBlockStart: Math.floor(index / columns) * pitch,
      insetInlineStart: (index % columns) * (columnWidth + columnGap),
      inlineSize: columnWidth,
      blockSize: pitch - rowGap,
    }),
  };
}
