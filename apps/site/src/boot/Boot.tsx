import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { bootMachine, type SettingsTreeNode, type SiteFeatures } from '@wl/flows';
import type { Permission } from '@wl/api';
import { Loader } from '@wl/ui';
import { api } from '../api';
import { translateMessage } from '../errors';
import { loadPermission } from './permission';
import { merchantDefaults, publishFeatures } from './features';
import { PROVISIONAL_PERMISSION } from './provisional';
import { MerchantLogo } from '../shell/MerchantLogo';

const StatusScreen = lazy(() => import('./StatusScreen'));

/** The boot machine with its calls, made when the app first renders rather than with the app's modules (a long task). */
let providedBootMachine: typeof bootMachine | null = null;
const bootMachineWithCalls = () =>
  (providedBootMachine ??= bootMachine.provide({
    actors: {
      loadPermission: fromPromise(({ input }) => loadPermission(input.host)),
      loadSettingsTree: fromPromise<readonly SettingsTreeNode[]>(() => api.system.getSettingsTree()),
      loadSystemStatus: fromPromise(api.system.getSystemStatus),
    },
  }));

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
  const boot = useActorRef(bootMachineWithCalls(), {
    // the prerender (Node) has no window: its machine never starts
    input: { host: typeof window === 'undefined' ? '' : window.location.host, defaults: merchantDefaults },
  });
  // The boot's answers reach the page as transitions: a render that yields. (Read through a store, they were drawn at
  // once, and React hydrated the prerendered frame's parts still waiting in that same long task.)
  const [snapshot, setSnapshot] = useState(() => boot.getSnapshot());
  useEffect(() => {
    const { unsubscribe } = boot.subscribe((next) => startTransition(() => setSnapshot(next)));
    startTransition(() => setSnapshot(boot.getSnapshot()));
    return unsubscribe;
  }, [boot]);
  const { permission, features, error } = snapshot.context;
  const ready = snapshot.matches('ready') && permission !== null;
  useEffect(() => {
    if (ready) publishFeatures(features);
  }, [ready, features]);

  if (snapshot.matches('maintenance') || snapshot.matches('regionBlocked')) {
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
  if (snapshot.matches('failed')) {
    return (
      <Loader
        error={translateMessage(error) ?? undefined}
        onRetry={() => boot.send({ type: 'boot.retry' })}
        logo={<MerchantLogo />}
      />
    );
  }
  // Ready, or until the permission answers: the frame and the page, at first as a visitor first sees them (what the
  // prerendered page shows: the merchant folder's features, no customer service or app links yet). One tree for both,
  // so the answer fills the page in without remounting it.
  return (
    <PermissionContext.Provider value={ready ? permission : PROVISIONAL_PERMISSION}>
      <FeaturesContext.Provider value={ready ? features : merchantDefaults}>
        <SettledContext.Provider value={ready}>{children}</SettledContext.Provider>
      </FeaturesContext.Provider>
    </PermissionContext.Provider>
  );
}
