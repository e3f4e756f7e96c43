import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useNumberFormat } from '../../private/format/intl';
import * as styles from './RedeemDialog.css';

/** A reward of the points mall (the contract's PointReward). */
export interface MallReward {
  id: number;
  name: string;
  description: string;
  category: 'CASH' | 'ITEM';
  /** Points per unit. */
  points: number;
  /** Money per unit of a cash reward; null for items. */
  amount: number | null;
  /** The unit label (THB, pcs). */
  unit: string;
  /** Units left; 0 is sold out. */
  quantity: number;
  imageUrl: string;
  /** The redemption must carry a receiving address. */
  needsAddress: boolean;
}

export interface RedeemForm {
  quantity: number;
  /** The member's login password (the server checks it). */
  password: string;
  /** Rewards with needsAddress only. */
  address?: string;
}

export interface RedeemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reward: MallReward | null;
  /** The member's points; null while unknown (no limit is shown then). */
  balance: number | null;
  submitting?: boolean;
  /** The server's refusal (wrong password, not enough stock, ...). */
  errorMessage?: string | null;
  /** The redemption went through: the dialog shows its reference number. */
  result?: { referenceNo: string } | null;
  onSubmit: (form: RedeemForm) => void;
}

const MinusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 12h14" />
  </svg>
);
const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** How many units the member can take: the stock, and what the points pay for when the balance is known. */
export function maxUnits(reward: Pick<MallReward, 'points' | 'quantity'>, balance: number | null): number {
  const affordable = balance === null ? reward.quantity : Math.floor(balance / reward.points);
  return Math.max(0, Math.min(reward.quantity, affordable));
}

function RedeemFormBody({
  reward,
  balance,
  submitting,
  errorMessage,
  onSubmit,
}: Omit<RedeemDialogProps, 'open' | 'onOpenChange' | 'result' | 'reward'> & { reward: MallReward }) {
  const { t } = useTranslation('content');
  const number = useNumberFormat();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState('');
  const [checked, setChecked] = useState(false);
  const max = maxUnits(reward, balance);
  const total = quantity * reward.points;
  const missing = balance === null ? 0 : reward.points - balance;
  const blocked =
    reward.quantity < 1
      ? t('points.soldOut')
      : missing > 0
        ? t('points.redeemForm.notEnough', { points: number(missing) })
        : null;
  const passwordError = checked && !password ? t('points.redeemForm.passwordRequired') : null;
  const addressError =
    checked && reward.needsAddress && !address.trim() ? t('points.redeemForm.addressRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (submitting || blocked || max < 1 || !password || (reward.needsAddress && !address.trim())) return;
    onSubmit({
      quantity,
      password,
      ...(reward.needsAddress ? { address: address.trim() } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.summary}>
        <span className={styles.rewardName}>{reward.name}</span>
        <span>{t('points.perUnit', { points: number(reward.points) })}</span>
      </p>
      {blocked ? (
        <Alert tone="caution">{blocked}</Alert>
      ) : (
        <>
          <div className={styles.quantity}>
            <label htmlFor={quantityId} className={styles.quantityLabel}>
              {t('points.redeemForm.quantity')}
            </label>
            <div className={styles.stepper}>
              <IconButton
                variant="outline"
                label={t('points.redeemForm.fewer')}
                icon={<MinusIcon />}
                disabled={quantity <= 1}
                onClick={() => setQuantity((value) => Math.max(1, value - 1))}
              />
              <input
                id={quantityId}
                className={styles.quantityInput}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                value={quantity}
                onChange={(event) => {
                  const value = Math.trunc(Number(event.target.value));
                  setQuantity(Number.isFinite(value) ? Math.min(max, Math.max(1, value)) : 1);
                }}
              />
              <IconButton
                variant="outline"
                label={t('points.redeemForm.more')}
                icon={<PlusIcon />}
                disabled={quantity >= max}
                onClick={() => setQuantity((value) => Math.min(max, value + 1))}
              />
            </div>
            <p className={styles.hint}>{t('points.redeemForm.upTo', { max: number(max) })}</p>
          </div>
          <p className={styles.total} aria-live="polite">
            {t('points.redeemForm.total', { points: number(total) })}
            {balance !== null ? (
              <span className={styles.after}>{t('points.redeemForm.after', { points: number(balance - total) })}</span>
            ) : null}
          </p>
          {reward.needsAddress ? (
            <TextField
              label={t('points.redeemForm.address')}
              required
              autoComplete="street-address"
              value={address}
              error={addressError}
              onChange={(event) => setAddress(event.target.value)}
            />
          ) : null}
          <PasswordField
            label={t('points.redeemForm.password')}
            hint={t('points.redeemForm.passwordHint')}
            required
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      )}
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <Button type="submit" size="lg" fullWidth loading={submitting} disabled={Boolean(blocked) || max < 1}>
        {t('points.redeemForm.submit', { points: number(total) })}
      </Button>
    </form>
  );
}

/**
 * Redeeming a reward for points: how many (up to the stock and what the points pay for), the receiving address for
 * goods, and the login password, which the server checks. Says how many points are missing when the balance is too
 * low, shows the server's refusal, and ends on the redemption's reference number (it is then in process).
 */
export function RedeemDialog({ open, onOpenChange, reward, result, ...form }: RedeemDialogProps) {
  const { t } = useTranslation('content');
  return (
    <Dialog open={open && reward !== null} onOpenChange={onOpenChange} title={t('points.redeemForm.title')} size="sm">
      {result ? (
        <div className={styles.form}>
          <Alert tone="positive" title={t('points.redeemForm.done')}>
            <p className={styles.reference}>{t('points.redeemForm.reference', { referenceNo: result.referenceNo })}</p>
          </Alert>
          <Button type="button" size="lg" fullWidth onClick={() => onOpenChange(false)}>
            {t('points.redeemForm.close')}
          </Button>
        </div>
      ) : reward ? (
        // a new reward starts a fresh form
        <RedeemFormBody key={reward.id} reward={reward} {...form} />
      ) : null}
    </Dialog>
  );
}
