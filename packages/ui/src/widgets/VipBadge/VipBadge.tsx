import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { CloseIcon, CrownIcon } from '../../private/icons';
import * as styles from './VipBadge.css';

export type VipBadgeTarget = 'playerRank' | 'securityCenter';

export interface VipBadgeProps {
  /** The member's club label name (clubLabel.labelName); without one the badge says "VIP". */
  label?: string | null;
  /** Spec §2: opens player rank, or the security centre when there is no label. */
  onOpen: (target: VipBadgeTarget) => void;
  /** Spec §2: the badge is closable; the site stops showing it. */
  onClose: () => void;
  className?: string;
}

/** The member's VIP label in the header: opens the player rank (or the security centre) and can be closed. */
export function VipBadge({ label, onOpen, onClose, className }: VipBadgeProps) {
  const { t } = useTranslation('shell');
  const hasLabel = Boolean(label?.trim());
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        type="button"
        className={styles.badge}
        aria-label={hasLabel ? t('vip.openRank', { label }) : t('vip.openSecurity')}
        onClick={() => onOpen(hasLabel ? 'playerRank' : 'securityCenter')}
      >
        <CrownIcon className={styles.crown} />
        <span className={styles.text}>{hasLabel ? label : t('vip.noLabel')}</span>
      </button>
      <IconButton label={t('vip.close')} icon={<CloseIcon />} size="sm" className={styles.close} onClick={onClose} />
    </span>
  );
}
