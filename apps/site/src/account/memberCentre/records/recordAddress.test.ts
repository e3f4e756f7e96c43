import { describe, expect, it } from 'vitest';
import { readRecordFilters, writeRecordFilters, type RecordFilters } from './recordAddress';

const BANGKOK = 'Asia/Bangkok';
const now = Date.parse('2026-12-06T05:00:00Z');
const centre = 'overlay=memberCentre&mc=personalHistoryCopy';

describe('record filters in the address', () => {
  it('opens on today, the first family, settled bets and page 1', () => {
    expect(readRecordFilters(new URLSearchParams(centre), BANGKOK, now)).toEqual({
      range: { preset: 'today', from: '2026-12-06', to: '2026-12-06' },
      category: 'SPORTS',
      vendor: '',
      settled: true,
      orderNo: '',
      type: null,
      account: '',
      parent: '',
      page: 1,
    });
  });

  it('round-trips every filter and keeps the other params', () => {
    const filters: RecordFilters = {
      range: { preset: 'custom', from: '2026-11-01', to: '2026-12-02' },
      category: 'LOTT',
      vendor: 'TLOTTO',
      settled: false,
      orderNo: 'LOTT2612',
      type: 'deposit',
      account: 'team1',
      parent: 'team2',
      page: 3,
    };
    const written = writeRecordFilters(new URLSearchParams(`${centre}&lang=th`), filters);
    expect(written.get('overlay')).toBe('memberCentre');
    expect(written.get('mc')).toBe('personalHistoryCopy');
    expect(written.get('lang')).toBe('th');
    // a reload reads the same filters, the custom dates as typed (even a range too long)
    expect(readRecordFilters(new URLSearchParams(written.toString()), BANGKOK, now)).toEqual(filters);
  });

  it('writes a preset, not its dates, so a reload tomorrow shows tomorrow', () => {
    const written = writeRecordFilters(new URLSearchParams(centre), {
      ...readRecordFilters(new URLSearchParams(centre), BANGKOK, now),
      range: { preset: 'last7', from: '2026-11-30', to: '2026-12-06' },
      page: 2,
    });
    expect(written.toString()).toBe(`${centre}&mc.range=last7&mc.page=2`);
    const tomorrow = now + 24 * 60 * 60_000;
    expect(readRecordFilters(written, BANGKOK, tomorrow).range).toEqual({
      preset: 'last7',
      from: '2026-12-01',
      to: '2026-12-07',
    });
  });

  it('leaves defaults out and ignores values it does not know', () => {
    const odd = new URLSearchParams(`${centre}&mc.cat=POKER&mc.page=-2&mc.type=gift&mc.range=year`);
    const filters = readRecordFilters(odd, BANGKOK, now);
    expect(filters).toMatchObject({ category: 'SPORTS', page: 1, type: null, range: { preset: 'today' } });
    expect(writeRecordFilters(odd, filters).toString()).toBe(centre);
  });

  it("keeps the agent centre's filters under its own prefix", () => {
    const agent = 'overlay=agentCentre&ac=palStatementsAgentCopy';
    const filters: RecordFilters = {
      ...readRecordFilters(new URLSearchParams(agent), BANGKOK, now, 'ac.'),
      range: { preset: 'last30', from: '2026-11-07', to: '2026-12-06' },
      account: 'Downline_Long_Name1',
      page: 4,
    };
    const written = writeRecordFilters(new URLSearchParams(`${agent}&mc.range=last7`), filters, 'ac.');
    expect(written.toString()).toBe(`${agent}&mc.range=last7&ac.range=last30&ac.account=Downline_Long_Name1&ac.page=4`);
    expect(readRecordFilters(written, BANGKOK, now, 'ac.')).toEqual(filters);
    // the member centre's own filters are not the agent centre's
    expect(readRecordFilters(written, BANGKOK, now).range.preset).toBe('last7');
    expect(readRecordFilters(written, BANGKOK, now).account).toBe('');
  });

  it("keeps the agent centre's tree where it is: the parent and the page", () => {
    const tree = 'overlay=agentCentre&ac=downlineManagmentView';
    const filters: RecordFilters = {
      ...readRecordFilters(new URLSearchParams(tree), BANGKOK, now, 'ac.'),
      parent: 'team1_long_agent_001',
      page: 2,
    };
    const written = writeRecordFilters(new URLSearchParams(tree), filters, 'ac.');
    expect(written.toString()).toBe(`${tree}&ac.parent=team1_long_agent_001&ac.page=2`);
    expect(readRecordFilters(written, BANGKOK, now, 'ac.')).toEqual(filters);
    // back to the agent's own downlines: the parent leaves the address
    expect(writeRecordFilters(written, { ...filters, parent: '', page: 1 }, 'ac.').toString()).toBe(tree);
  });
});
