import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { BOOT_FAILED_KEY, type SiteFeatures } from '@wl/flows';
import type { Permission } from '@wl/api';
import { Loader } from '@wl/ui';
import { translateMessage } from '../errors';
import { merchantDefaults, publishFeatures } from './features';
import { PROVISIONAL_PERMISSION } from './provisional';
import { MerchantLogo } from '../shell/MerchantLogo';
import type { BootActor } from './bootActor';

const StatusScreen = lazy(() => import('./StatusScreen'));

type BootState =
  /** The boot's code is on its way: the frame shows as a visitor first sees it. */
  | { status: 'loading' }
  /** Its code did not load (the network): the loader offers a retry. */
  | { status: 'codeFailed' }
  | { status: 'running'; actor: BootActor; snapshot: SnapshotFrom<BootActor> };

/**
 * The boot machine of this page, from its own chunk (bootActor.ts), started once it is in: its answers reach the page
 * as transitions, a render that yields. (Read through a store, they were drawn at once, and React hydrated the
 * prerendered frame's parts still waiting in that same long task.)
 */
function useBootMachine(): [BootState, retryCode: () => void] {
  const [state, setState] = useState<BootState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let actor: BootActor | null = null;
    let unmounted = false;
    import('./bootActor').then(
      ({ makeBootActor }) => {
        if (unmounted) return;
        const made = makeBootActor({ host: window.location.host, defaults: merchantDefaults });
        actor = made;
        made.subscribe((snapshot) => startTransition(() => setState({ status: 'running', actor: made, snapshot })));
        made.start();
        startTransition(() => setState({ status: 'running', actor: made, snapshot: made.getSnapshot() }));
      },
      () => {
        if (!unmounted) setState({ status: 'codeFailed' });
      },
    );
    return () => {
      unmounted = true;
      actor?.stop();
    };
  }, [attempt]);
  return [
    state,
    () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  ];
}

const PermissionContext = createContext<Permission | null>(null);
const SettledContext = createContext(false);

/**
 * Whether the permission has answered (false while the frame shows provisionally, before it): the frame's parts that
 * keep what they read of it (the chat, the left bar and the corner's controls) wait for it.
 */
export function useBootSettled(): boolean {
  return useContext(SettledContext);
}
const FeaturesContext = createContext<SiteFeatures | null>(null);

/**
 * Spec §6: the feature toggles of this load (mobile registration, SMS verification, free play, ...) and the site
 * setting `loginedToHomePage`, from the server's settings tree and whitelabel flags over the merchant's defaults.
 */
export function useFeatures(): SiteFeatures {
  const features = useContext(FeaturesContext);
  if (!features) throw new Error('useFeatures is used outside <Boot>');
  return features;
}

/** The permission of this site (whitelabel flags, customer service, ...), loaded before the app renders. */
export function usePermission(): Permission {
  const permission = useContext(PermissionContext);
  if (!permission) throw new Error('usePermission is used outside <Boot>');
  return permission;
}

/** Spec §4, System status: 0 renders the app, 1 the maintenance page, 2 the blocked-region page. */
export function Boot({ children }: { children: ReactNode }) {
  const [boot, retryCode] = useBootMachine();
  const snapshot = boot.status === 'running' ? boot.snapshot : null;
  const permission = snapshot?.context.permission ?? null;
  const features = snapshot?.context.features ?? merchantDefaults;
  const ready = snapshot !== null && snapshot.matches('ready') && permission !== null;
  useEffect(() => {
    if (ready) publishFeatures(features);
  }, [ready, features]);

  if (boot.status === 'codeFailed') {
    return (
      <Loader error={translateMessage(BOOT_FAILED_KEY) ?? undefined} onRetry={retryCode} logo={<MerchantLogo />} />
    );
  }
  if (snapshot && (snapshot.matches('maintenance') || snapshot.matches('regionBlocked'))) {
    const page = snapshot.matches('maintenance') ? permission?.maintenance : permission?.regionRestriction;
    return (
      <Suspense fallback={<Loader />}>
        <StatusScreen
          variant={snapshot.matches('maintenance') ? 'maintenance' : 'regionBlocked'}
          title={page?.title}
          info={page?.info}
          ip={permission?.location.ip}
          customerService={permission?.customerService}
          logo={<MerchantLogo />}
        />
      </Suspense>
    );
  }
  if (boot.status === 'running' && boot.snapshot.matches('failed')) {
    const { actor } = boot;
    return (
      <Loader
        error={translateMessage(boot.snapshot.context.error) ?? undefined}
        onRetry={() => actor.send({ type: 'boot.retry' })}
        logo={<MerchantLogo />}
      />
    );
  }
  return (
    <Provided permission={ready ? permission : null} features={ready ? features : null}>
      {children}
    </Provided>
  );
}

/**
 * Ready, or until the permission answers: the frame and the page, at first as a visitor first sees them (what the
 * prerendered page shows: the merchant folder's features, no customer service or app links yet). One tree for both,
 * so the answer fills the page in without remounting it.
 */
function Provided({
  permission,
  features,
  children,
}: {
  /** Null until the permission has answered. */
  permission: Permission | null;
  features: SiteFeatures | null;
  children: ReactNode;
}) {
  return (
    <PermissionContext.Provider value={permission ?? PROVISIONAL_PERMISSION}>
      <FeaturesContext.Provider value={features ?? merchantDefaults}>
        <SettledContext.Provider value={permission !== null}>{children}</SettledContext.Provider>
      </FeaturesContext.Provider>
    </PermissionContext.Provider>
  );
}
