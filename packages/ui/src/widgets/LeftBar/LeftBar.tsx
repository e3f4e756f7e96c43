import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import {
  ChatIcon,
  ChevronDownIcon,
  GaugeIcon,
  HeadsetIcon,
  HelpIcon,
  HomeIcon,
  MailIcon,
  MegaphoneIcon,
  NavIcon,
  PanelIcon,
  QrIcon,
  SendIcon,
} from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import type { ShellNavEntry, ShellVendor } from '../../private/types';
import * as styles from './LeftBar.css';

const LineQrCode = lazy(() => import('./LineQrCode'));

/** Spec §2: the customer-service entry's sub-items, in order. */
export const leftBarServiceItems = [
  'serviceChat',
  'telegram',
  'inSiteChat',
  'messages',
  'announcements',
  'help',
  'speedTest',
  'line',
] as const;
export type LeftBarServiceItem = (typeof leftBarServiceItems)[number];
/** The items that call back; `line` shows its QR code in place. */
export type LeftBarServiceAction = Exclude<LeftBarServiceItem, 'line'>;

const serviceIcons: Record<LeftBarServiceItem, ReactNode> = {
  serviceChat: <HeadsetIcon />,
  telegram: <SendIcon />,
  inSiteChat: <ChatIcon />,
  messages: <MailIcon />,
  announcements: <MegaphoneIcon />,
  help: <HelpIcon />,
  speedTest: <GaugeIcon />,
  line: <QrIcon />,
};

export interface LeftBarProps {
  /** Game types (flows' buildLeftBarNavigation), the current one marked `active`. */
  entries: readonly ShellNavEntry[];
  /** On the home page. */
  homeActive?: boolean;
  /** Spec §4: home resets the lobby filters. */
  onHome: () => void;
  /** A game type was chosen (spec §4: navigate and filter by it); expandable ones also open their vendors. */
  onSelectEntry: (entry: ShellNavEntry) => void;
  /** A vendor logo was chosen; `null` is the minigame entry's 'all' item. */
  onSelectVendor: (entry: ShellNavEntry, vendor: ShellVendor | null) => void;
  /** Spec §2: the collapsed bar (icons only). */
  mini?: boolean;
  /** The collapse button; without it the bar cannot be collapsed here. */
  onMiniChange?: (mini: boolean) => void;
  /** Which customer-service items the merchant offers (default: all; `line` also needs `lineUrl`). */
  serviceItems?: readonly LeftBarServiceItem[];
  onServiceSelect: (item: LeftBarServiceAction) => void;
  /** Unread messages: a count on the messages item. */
  unreadMessages?: number;
  /** The merchant's LINE address, shown as a QR code (spec §9: size 100, margin 10, green). */
  lineUrl?: string;
}

/** A red count; read out as "3 unread". */
function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className={visuallyHidden}>{t('leftBar.unread', { count })}</span>
    </span>
  );
}

/** The left navigation bar (spec §2, §4): home, game types with their vendors, and customer service. */
export function LeftBar({
  entries,
  homeActive = false,
  onHome,
  onSelectEntry,
  onSelectVendor,
  mini = false,
  onMiniChange,
  serviceItems = leftBarServiceItems,
  onServiceSelect,
  unreadMessages = 0,
  lineUrl,
}: LeftBarProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  const [expanded, setExpanded] = useState<string | null>(
    () => entries.find((entry) => entry.active && entry.expandable)?.id ?? null,
  );
  const [serviceOpen, setServiceOpen] = useState(false);
  const [lineOpen, setLineOpen] = useState(false);

  const services = serviceItems.filter((item) => item !== 'line' || Boolean(lineUrl));
  const label = (text: string) => <span className={mini ? visuallyHidden : styles.label}>{text}</span>;

  const chooseEntry = (entry: ShellNavEntry) => {
    if (entry.expandable && !mini) setExpanded((current) => (current === entry.id ? null : entry.id));
    onSelectEntry(entry);
  };

  return (
    <nav aria-label={t('leftBar.label')} className={mini ? `${styles.root} ${styles.mini}` : styles.root}>
      {onMiniChange ? (
        <button
          type="button"
          className={styles.collapse}
          title={t(mini ? 'leftBar.expand' : 'leftBar.collapse')}
          onClick={() => onMiniChange(!mini)}
        >
          <PanelIcon />
          <span className={visuallyHidden}>{t(mini ? 'leftBar.expand' : 'leftBar.collapse')}</span>
        </button>
      ) : null}

      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.entry}
            aria-current={homeActive ? 'page' : undefined}
            title={mini ? t('nav.home') : undefined}
            onClick={onHome}
          >
            <HomeIcon />
            {label(t('nav.home'))}
          </button>
        </li>
        {entries.map((entry) => {
          const canExpand = Boolean(entry.expandable) && !mini;
          const isOpen = canExpand && expanded === entry.id;
          const panelId = `${ids}-${entry.id}`;
          const name = t(entry.labelKey);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={styles.entry}
                aria-current={entry.active ? 'page' : undefined}
                aria-expanded={canExpand ? isOpen : undefined}
                aria-controls={isOpen ? panelId : undefined}
                title={mini ? name : undefined}
                onClick={() => chooseEntry(entry)}
              >
                <NavIcon id={entry.id} />
                {label(name)}
                {canExpand ? <ChevronDownIcon className={styles.chevron} /> : null}
              </button>
              {isOpen ? (
                <ul id={panelId} aria-label={t('leftBar.vendors', { category: name })} className={styles.vendors}>
                  {entry.hasAllItem ? (
                    <li>
                      <button type="button" className={styles.all} onClick={() => onSelectVendor(entry, null)}>
                        {t('nav.all')}
                      </button>
                    </li>
                  ) : null}
                  {(entry.vendors ?? []).map((vendor) => (
                    <li key={vendor.vassalage}>
                      <button
                        type="button"
                        className={styles.vendor}
                        title={vendor.displayName}
                        onClick={() => onSelectVendor(entry, vendor)}
                      >
                        <img
                          src={vendor.logoUrl}
                          alt={vendor.displayName}
                          loading="lazy"
                          decoding="async"
                          className={styles.logo}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>

      {services.length > 0 ? (
        <div className={styles.service}>
          <button
            type="button"
            className={styles.entry}
            aria-expanded={serviceOpen}
            aria-controls={serviceOpen ? `${ids}-service` : undefined}
            title={mini ? t('leftBar.service') : undefined}
            onClick={() => {
              // collapsed, the group has no room: open the bar first
              if (mini) onMiniChange?.(false);
              setServiceOpen((open) => (mini ? true : !open));
            }}
          >
            <HeadsetIcon />
            {label(t('leftBar.service'))}
            {!mini && unreadMessages > 0 && !serviceOpen ? <UnreadCount count={unreadMessages} /> : null}
            {mini ? null : <ChevronDownIcon className={styles.chevron} />}
          </button>
          {serviceOpen && !mini ? (
            <ul id={`${ids}-service`} className={styles.serviceList}>
              {services.map((item) =>
                item === 'line' ? (
                  <li key={item}>
                    <button
                      type="button"
                      className={styles.subEntry}
                      aria-expanded={lineOpen}
                      aria-controls={lineOpen ? `${ids}-line` : undefined}
                      onClick={() => setLineOpen((open) => !open)}
                    >
                      {serviceIcons.line}
                      <span className={styles.label}>{t('leftBar.line')}</span>
                    </button>
                    {lineOpen && lineUrl ? (
                      <figure id={`${ids}-line`} className={styles.lineQr}>
                        <Suspense fallback={<Spinner label={t('leftBar.lineQr')} />}>
                          <LineQrCode url={lineUrl} label={t('leftBar.lineQr')} />
                        </Suspense>
                        <figcaption className={styles.caption}>{t('leftBar.lineQr')}</figcaption>
                      </figure>
                    ) : null}
                  </li>
                ) : (
                  <li key={item}>
                    <button type="button" className={styles.subEntry} onClick={() => onServiceSelect(item)}>
                      {serviceIcons[item]}
                      <span className={styles.label}>{t(`leftBar.${item}`)}</span>
                      {item === 'messages' && unreadMessages > 0 ? <UnreadCount count={unreadMessages} /> : null}
                    </button>
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
