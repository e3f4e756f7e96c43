// The speed test (spec §2 left bar): the routers call's domains, each measured in the browser. A chunk of its own,
// loaded when the left bar's item is first chosen.
import { useEffect, useMemo, useState } from 'react';
import { SpeedTestDialog, type SpeedTestDomain } from '@wl/ui';
import { translateMessage } from '../errors';
import { allowedUrl, openInNewTab } from '../urlPolicy';
import { domainsOf, loadRouters, measureDomains } from './speedTest';

type DomainList =
  { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'ready'; domains: string[] };

/** The message a failed call shows the player (the server's own, or a translated one). */
const messageOf = (error: unknown): string | null =>
  error instanceof Error && error.message ? translateMessage(error.message) : null;

/** Opens a domain in a new tab that cannot reach back into this one. */
function openDomain(domain: string) {
  openInNewTab(domain, 'speed-test domain');
}

/** The speed test dialog, open while mounted; `onClose` when the player closes it. */
export default function SpeedTestContainer({ onClose }: { onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<DomainList>({ status: 'loading' });
  // one measuring run per list and per "test again"; the results of the current run only
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<{ run: number; ms: ReadonlyMap<string, number | null> }>({
    run: 0,
    ms: new Map(),
  });

  useEffect(() => {
    let live = true;
    loadRouters().then(
      // only the domains the URL policy lets the player open are listed and measured: a probe of any other would
      // be a request to wherever the server said (and the CSP's connect-src would refuse a plain-http one)
      (routers) =>
        live &&
        setList({
          status: 'ready',
          domains: domainsOf(routers).filter((domain) => allowedUrl(domain, 'speed-test domain') !== null),
        }),
      (error: unknown) => live && setList({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (list.status !== 'ready') return;
    // closing the dialog, a new list or "test again" stops this run: its late answers are dropped
    const controller = new AbortController();
    void measureDomains(
      list.domains,
      (domain, ms) =>
        setResults((current) => ({
          run,
          ms: new Map(current.run === run ? current.ms : []).set(domain, ms),
        })),
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [list, run]);

  const domains = useMemo(
    (): SpeedTestDomain[] =>
      list.status !== 'ready'
        ? []
        : list.domains.map((domain) => {
            const ms = results.run === run ? results.ms.get(domain) : undefined;
            return {
              domain,
              result:
                ms === undefined
                  ? { state: 'measuring' }
                  : ms === null
                    ? { state: 'unreachable' }
                    : { state: 'measured', ms },
            };
          }),
    [list, results, run],
  );

  return (
    <SpeedTestDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      status={list.status}
      errorMessage={list.status === 'error' ? list.message : null}
      domains={domains}
      onRetry={() => {
        setList({ status: 'loading' });
        setAttempt((n) => n + 1);
      }}
      onTestAgain={() => setRun((n) => n + 1)}
      onOpen={openDomain}
    />
  );
}
