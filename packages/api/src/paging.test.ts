import { describe, expect, it } from 'vitest';
import { pageItems } from './paging';

describe('pageItems', () => {
  it('reads value.list, value.content and games with their totals', () => {
    expect(pageItems({ list: [1, 2], totalPages: 3, totalCount: 41 })).toEqual({
      items: [1, 2],
      totalPages: 3,
      totalCount: 41,
    });
    expect(pageItems({ content: ['a'], totalPages: 1 })).toEqual({ items: ['a'], totalPages: 1, totalCount: 1 });
    expect(pageItems({ games: [{ nodeId: 1 }], totalCount: 1 })).toEqual({
      items: [{ nodeId: 1 }],
      totalPages: 1,
      totalCount: 1,
    });
  });

  it('treats an absent list as empty (spec §5: an absent popular list is empty)', () => {
    expect(pageItems(null)).toEqual({ items: [], totalPages: 0, totalCount: 0 });
    expect(pageItems({ list: null })).toEqual({ items: [], totalPages: 0, totalCount: 0 });
  });

  it('accepts a bare array', () => {
    expect(pageItems([1, 2, 3])).toEqual({ items: [1, 2, 3], totalPages: 1, totalCount: 3 });
  });
});
