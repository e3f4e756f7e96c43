import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import {
  AnsweredNotice,
  ContractCard,
  OfferAnswers,
  useContractFormat,
  type ContractFormatProps,
} from '../../screens/ContractPage/ContractParts';
import * as styles from '../../screens/ContractPage/ContractPage.css';
import type { ContractReplyProps, ContractView } from '../../screens/ContractPage/contractTypes';

export interface ContractOffersProps extends ContractFormatProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offers of every kind waiting for the member's answer (consolidated dailysalreqtype, divtypereq, ...). */
  offers: readonly ContractView[];
  reply: ContractReplyProps;
}

/**
 * The pending contract offers after login (spec §4): every offer waiting for the member, its kind, upline and terms,
 * with accept and reject; accepting below a downline's rate shows the warning naming those downlines first.
 */
export function ContractOffers({ open, onOpenChange, offers, reply, ...formatProps }: ContractOffersProps) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat(formatProps);
  const busy = reply.busyId != null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
      title={t('popup.title')}
      description={t('popup.description', { count: offers.length })}
      size="md"
      footer={
        <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('popup.later')}
        </Button>
      }
    >
      <AnsweredNotice reply={reply} />
      {offers.length === 0 ? (
        <p>{t('popup.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {offers.map((offer) => (
            <ContractCard
              key={offer.id}
              contract={offer}
              party={t('popup.offer', { kind: t(`kind.${offer.kind}`), upline: offer.upline })}
              format={format}
            >
              <OfferAnswers offer={offer} reply={reply} format={format} />
            </ContractCard>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
