// The command-line sandbox logs requests only when asked (LOG_REQUESTS), and the start banner ends with the site.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerLines } from '../src/banner.ts';
import { requestLogFrom } from '../src/requestLog.ts';
import { startHarness } from './harness.ts';

describe('LOG_REQUESTS', () => {
  const folder = mkdtempSync(join(tmpdir(), 'request-log-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([undefined, '', '0'])('%j: requests are not logged, and the banner says how to log them', (value) => {
    const log = requestLogFrom(value, folder);
    expect(log.write).toBeUndefined();
    expect(log.where).toContain('LOG_REQUESTS=1');
  });

  it("'1': each request's lines go to the terminal", async () => {
    const printed: string[] = [];
    const log = requestLogFrom('1', folder, (line) => printed.push(line));
    const harness = await startHarness({ logRequests: log.write });
    try {
      await harness.call('GET', '/wps/system/status');
      expect(printed.join('\n')).toMatch(/--> GET \/wps\/system\/status \S*200/);
    } finally {
      await harness.close();
    }
  });

  it('a file name: the lines are appended there without the terminal colours, the banner names the file', () => {
    const log = requestLogFrom('requests.log', folder, () => expect.unreachable('printed to the terminal'));
    log.write?.('--> GET /wps/system/status \x1b[32m200\x1b[0m 3ms');
    log.write?.('--> GET /wps/games \x1b[32m200\x1b[0m 5ms');
    const lines = readFileSync(join(folder, 'requests.log'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ --> GET \/wps\/system\/status 200 3ms$/);
    expect(log.where).toContain(join(folder, 'requests.log'));
  });
});

describe('the start banner', () => {
  it("ends with the site's address when it is given, after the demo accounts and the development routes", () => {
    const lines = bannerLines({ devRoutes: true, site: 'http://localhost:8080' }).filter((l) => l.trim());
    expect(lines.at(-1)?.trim()).toBe('Open the site: http://localhost:8080');
    expect(lines.findIndex((l) => l.includes('demo accounts'))).toBeGreaterThan(-1);
    expect(bannerLines({ devRoutes: true }).join('\n')).not.toContain('Open the site');
  });
});
