// Where the command-line sandbox logs requests (LOG_REQUESTS): nowhere unless asked, so the start banner stays on
// screen. '1' logs to the terminal; any other value but '0' is a file the lines are appended to (without colours).
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RequestLog {
  /** Where each line goes; undefined: requests are not logged. */
  write?: (line: string) => void;
  /** One line for the banner: where the requests go and how to change it. */
  where: string;
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes, which have no place in a file
const COLOURS = /\x1b\[[0-9;]*m/g;

/** `value`: LOG_REQUESTS; `cwd`: what a relative file is relative to. */
export function requestLogFrom(
  value: string | undefined,
  cwd: string,
  print: (line: string) => void = console.log,
): RequestLog {
  if (value === undefined || value === '' || value === '0')
    return { where: 'requests: not logged (LOG_REQUESTS=1 logs them here, LOG_REQUESTS=<file> to a file)' };
  if (value === '1') return { write: print, where: 'requests: logged here (LOG_REQUESTS=1)' };
  const file = resolve(cwd, value);
  return {
    write: (line) => appendFileSync(file, `${new Date().toISOString()} ${line.replace(COLOURS, '')}\n`),
    where: `requests: logged to ${file} (LOG_REQUESTS)`,
  };
}
