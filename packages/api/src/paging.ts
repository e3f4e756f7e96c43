/**
 * Lists come back in several shapes (spec §7): `value.list`, `value.content`, or the items at the top level
 * (`games`), with `totalPages` / `totalCount` beside them. One reader for all of them.
 */
export interface Page<T> {
  items: T[];
  totalPages: number;
  totalCount: number;
}

interface PageShape<T> {
  list?: T[] | null;
  content?: T[] | null;
  games?: T[] | null;
  totalPages?: number | null;
  totalCount?: number | null;
}

export function pageItems<T>(value: PageShape<T> | T[] | null | undefined): Page<T> {
  if (Array.isArray(value)) return { items: value, totalPages: 1, totalCount: value.length };
  const items = value?.list ?? value?.content ?? value?.games ?? [];
  return {
    items,
    totalPages: value?.totalPages ?? (items.length > 0 ? 1 : 0),
    totalCount: value?.totalCount ?? items.length,
  };
}
