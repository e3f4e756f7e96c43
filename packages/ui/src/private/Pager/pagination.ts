/** Spec §9: pagination shows 3 pages around the current one and 1 page at each end. */
export const PAGINATION_DEFAULTS = { range: 3, margin: 1 } as const;

export type PageItem = number | 'gap';

/**
 * The page buttons to show (1-based): the first and last `margin` pages, `range` pages around the current one, and
 * a gap wherever pages are left out. Everything when it all fits.
 */
export function pageItems(
  current: number,
  total: number,
  { range, margin }: { range: number; margin: number } = PAGINATION_DEFAULTS,
): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  const half = Math.floor(range / 2);
  let start = Math.max(1, Math.min(current - half, total - range + 1));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page += 1) shown.add(page);
  for (let page = 1; page <= Math.min(margin, total); page += 1) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) shown.add(page);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
