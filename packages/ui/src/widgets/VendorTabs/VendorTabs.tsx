import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TilesIcon } from '../../private/icons';
import type { LoadStatus, LobbyVendor } from '../../private/types';
import { LazyPicture } from '../../private/LazyPicture';
import { sidewaysIntoView } from '../../private/sideways';
import * as styles from './VendorTabs.css';

/** The value of the 'all' tab. */
export const ALL_VENDORS = '';

export interface VendorTabsProps {
  /** Names the tab strip: "Game hall" on the slots lobby (spec §2), "Providers" elsewhere. */
  label: string;
  vendors: readonly LobbyVendor[];
  /** The chosen vendor's code; `ALL_VENDORS` ('') for all. */
  value: string;
  onValueChange: (vassalage: string) => void;
  /** Offers the 'all' tab first (default on). */
  showAll?: boolean;
  /** The vendors' own loading state; the panel shows whatever the status. */
  status?: LoadStatus;
  onRetry?: () => void;
  /** The chosen vendor's content (the game grid). */
  children?: ReactNode;
}

const VendorLogo = ({ src }: { src: string }) => (
  <LazyPicture className={styles.logo} src={src} width={120} height={48} />
);

/**
 * The vendors of a lobby as tabs with their logos ('all' first), the chosen vendor's games in the panel. Arrow keys
 * move between vendors and Enter chooses, so walking the strip does not load every vendor's games; the strip scrolls
 * sideways on a phone and keeps the chosen vendor in view.
 */
export function VendorTabs({
  label,
  vendors,
  value,
  onValueChange,
  showAll = true,
  status = 'ready',
  onRetry,
  children,
}: VendorTabsProps) {
  const { t } = useTranslation('lobby');
  const listRef = useRef<HTMLDivElement>(null);
  const vendorKey = vendors.map((vendor) => vendor.vassalage).join();

  // the strip scrolls sideways to the chosen vendor; the page itself never moves (scrollIntoView would scroll the
  // window too, pulling a player far down the games back up to the strip whenever the lobby re-renders)
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (list && active)
      list.scrollLeft += sidewaysIntoView(list.getBoundingClientRect(), active.getBoundingClientRect());
  }, [value, vendorKey]);

  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} activationMode="manual" className={styles.root}>
      <div className={styles.bar}>
        <RadixTabs.List aria-label={label} className={styles.list} ref={listRef}>
          {showAll ? (
            <RadixTabs.Trigger value={ALL_VENDORS} className={styles.trigger}>
              <span className={styles.allMark}>
                <TilesIcon />
              </span>
              <span className={styles.name}>{t('vendors.all')}</span>
            </RadixTabs.Trigger>
          ) : null}
          {vendors.map((vendor) => (
            <RadixTabs.Trigger key={vendor.vassalage} value={vendor.vassalage} className={styles.trigger}>
              <VendorLogo src={vendor.logoUrl} />
              <span className={styles.name}>{vendor.displayName}</span>
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {status === 'loading' ? <Spinner size="sm" label={t('vendors.loading')} className={styles.loading} /> : null}
        {status === 'error' ? (
          <p role="alert" className={styles.state}>
            {t('vendors.error')}{' '}
            {onRetry ? (
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>
      <RadixTabs.Content value={value} className={styles.panel}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
