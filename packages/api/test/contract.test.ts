import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';

const specPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 description', async () => {
    const result = await validate(specPath);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has generated client files that are fresh', () => {
    const script = fileURLToPath(new URL('../scripts/generate.mjs', import.meta.url));
    // Throws (and fails the test) with the script's message when the checked-in files are stale.
    const output = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(output).toContain('fresh');
    // A child process that regenerates the whole contract: seconds on a busy machine.
  }, 30_000);
});
