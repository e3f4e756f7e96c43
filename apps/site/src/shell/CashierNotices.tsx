import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CashierNotificationList } from '@wl/api';
import { CASHIER_NOTIFICATION_POLL_MS, TRIAL_IS_AGENT } from '@wl/flows';
import { api } from '../api';
import { withNamespaces } from '../i18n';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import { balanceQuery, cashierDecisionKeys, cashierNotificationsQuery } from '../account/queries';

// The widget's words are in the later-loaded 'deposit' namespace: it comes with them, and only once there is news.
const CashierNotice = lazy(withNamespaces(() => import('./CashierNoticeView'), ['deposit']));

/**
 * The cashier's news in the header (spec §4: deposit credited or failed, withdrawal approved or rejected), polled
 * every CASHIER_NOTIFICATION_POLL_MS while the member is logged in. New news fetches again what the decision moved
 * (the balance first); each notice stays until the member marks it read. A trial account has no cashier: no poll.
 */
export function CashierNotices({ token }: { token: string }) {
  const trial = useSession().isAgent === TRIAL_IS_AGENT;
  const options = cashierNotificationsQuery(token, CASHIER_NOTIFICATION_POLL_MS);
  const news = useQuery({ ...options, enabled: options.enabled && !trial }, queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const seen = useRef<Set<number> | null>(null);

  const list = news.data?.list;
  useEffect(() => {
    if (!list) return;
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...list.map((n) => n.id)]);
    // the first answer is what was waiting at login: the balance shown was read after it
    if (known && list.some((n) => !known.has(n.id))) {
      for (const queryKey of cashierDecisionKeys) void queryClient.invalidateQueries({ queryKey });
    }
  }, [list]);

  const markRead = (ids: number[] | 'all') => {
    queryClient.setQueryData(
      options.queryKey,
      (current: CashierNotificationList | undefined) =>
        current && { ...current, list: ids === 'all' ? [] : current.list.filter((n) => !ids.includes(n.id)) },
    );
    void api.cashier
      .markNotificationsRead(ids)
      .finally(() => queryClient.invalidateQueries({ queryKey: options.queryKey }));
  };

  if (!list || list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CashierNotice
        notices={list}
        currency={balance.data?.currency ?? ''}
        minorDigits={balance.data?.minorDigits}
        onDismiss={(id) => markRead([id])}
        onDismissAll={() => markRead('all')}
      />
    </Suspense>
  );
}
