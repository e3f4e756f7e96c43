// The records pages' filters live in the address beside their centre's page (`?overlay=memberCentre&mc=<page>`, or
// the agent centre's team reports beside `&ac=<page>`), so a reload or a shared link shows the same rows. Every name
// starts with the centre's page-param prefix (MEMBER_CENTRE_PAGE_PARAM_PREFIX, AGENT_CENTRE_PAGE_PARAM_PREFIX), so
// the overlay coordinator drops them when the centre closes or another page is chosen.
import {
  ACCOUNT_RECORD_TYPES,
  GAME_CATEGORIES,
  RECORD_RANGE_PRESETS,
  type AccountRecordKind,
  type GameCategory,
  type RecordRangePreset,
} from '@wl/rules';
import type { RecordRange } from '@wl/ui';
import { MEMBER_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { presetDates } from './recordRange';

/** The names of the filters' params under a centre's prefix (`mc.`, `ac.`). */
export const recordParams = (prefix: string) =>
  ({
    preset: `${prefix}range`,
    from: `${prefix}from`,
    to: `${prefix}to`,
    category: `${prefix}cat`,
    vendor: `${prefix}vendor`,
    settled: `${prefix}settled`,
    orderNo: `${prefix}order`,
    type: `${prefix}type`,
    account: `${prefix}account`,
    parent: `${prefix}parent`,
    page: `${prefix}page`,
  }) as const;

/** The member centre's records' params. */
export const RECORD_PARAMS = recordParams(MEMBER_CENTRE_PAGE_PARAM_PREFIX);

/** What the address holds for a records page; absent ones take their defaults. */
export interface RecordFilters {
  range: RecordRange;
  category: GameCategory;
  /** '' for every vendor. */
  vendor: string;
  settled: boolean;
  /** The order number searched for ('' for none). */
  orderNo: string;
  type: AccountRecordKind | null;
  /** The team member searched for (the agent centre's team reports; '' for the whole team). */
  account: string;
  /** The team member whose direct downlines the agent centre's tree shows ('' for the agent's own). */
  parent: string;
  page: number;
}

/** Spec: the betting record opens on today; the first family's tab. */
export const DEFAULT_PRESET: RecordRangePreset = 'today';
export const DEFAULT_CATEGORY: GameCategory = GAME_CATEGORIES[0];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The filters of `search` under `prefix`; a preset's dates are today's in `timeZone`. */
export function readRecordFilters(
  search: URLSearchParams,
  timeZone: string,
  nowMs: number,
  prefix: string = MEMBER_CENTRE_PAGE_PARAM_PREFIX,
): RecordFilters {
  const RECORD_PARAMS = recordParams(prefix);
  const from = search.get(RECORD_PARAMS.from);
  const to = search.get(RECORD_PARAMS.to);
  const preset = oneOf(RECORD_RANGE_PRESETS, search.get(RECORD_PARAMS.preset)) ?? DEFAULT_PRESET;
  const range: RecordRange =
    from !== null || to !== null
      ? { preset: 'custom', from: from ?? '', to: to ?? '' }
      : { preset, ...presetDates(preset, timeZone, nowMs) };
  const page = Number(search.get(RECORD_PARAMS.page));
  return {
    range,
    category: oneOf(GAME_CATEGORIES, search.get(RECORD_PARAMS.category)) ?? DEFAULT_CATEGORY,
    vendor: search.get(RECORD_PARAMS.vendor) ?? '',
    settled: search.get(RECORD_PARAMS.settled) !== '0',
    orderNo: search.get(RECORD_PARAMS.orderNo) ?? '',
    type: oneOf(ACCOUNT_RECORD_TYPES, search.get(RECORD_PARAMS.type)),
    account: search.get(RECORD_PARAMS.account) ?? '',
    parent: search.get(RECORD_PARAMS.parent) ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `search` with `filters` written in under `prefix` (defaults left out, so the address stays short); others kept. */
export function writeRecordFilters(
  search: URLSearchParams,
  filters: RecordFilters,
  prefix: string = MEMBER_CENTRE_PAGE_PARAM_PREFIX,
): URLSearchParams {
  const RECORD_PARAMS = recordParams(prefix);
  const next = new URLSearchParams(search);
  for (const name of Object.values(RECORD_PARAMS)) next.delete(name);
  const set = (name: string, value: string, fallback: string) => value !== fallback && next.set(name, value);
  if (filters.range.preset === 'custom') {
    next.set(RECORD_PARAMS.from, filters.range.from);
    next.set(RECORD_PARAMS.to, filters.range.to);
  } else set(RECORD_PARAMS.preset, filters.range.preset, DEFAULT_PRESET);
  set(RECORD_PARAMS.category, filters.category, DEFAULT_CATEGORY);
  set(RECORD_PARAMS.vendor, filters.vendor, '');
  set(RECORD_PARAMS.settled, filters.settled ? '1' : '0', '1');
  set(RECORD_PARAMS.orderNo, filters.orderNo, '');
  set(RECORD_PARAMS.type, filters.type ?? '', '');
  set(RECORD_PARAMS.account, filters.account, '');
  set(RECORD_PARAMS.parent, filters.parent, '');
  set(RECORD_PARAMS.page, String(filters.page), '1');
  return next;
}
