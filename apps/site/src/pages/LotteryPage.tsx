import { useTranslation } from 'react-i18next';
import { LotteryArea } from '../lottery/LotteryArea';
import { BRAND_LOTTERY_TYPE } from '../lottery/constants';

/** The e-lottery has its own prize table; every other vendor plays in the brand's (spec §3, §7). */
const prizeModeOf = (vendor: string | null) => (vendor === 'ELOTT' ? 'Elott' : BRAND_LOTTERY_TYPE);

/**
 * /lottery (header only, bars hidden until the shared toggle shows them): every lottery of the brand's prize table
 * with live countdowns; `?gameCode=` (with `vendor`, `playType` when present) opens that lottery's betting page.
 */
export default function LotteryPage() {
  const { t } = useTranslation('content');
  return (
    <LotteryArea
      title={t('lottery.title')}
      path="/lottery"
      prizeMode={BRAND_LOTTERY_TYPE}
      prizeModeOf={prizeModeOf}
      listTypes={['', 'hot', 'fav', 'recent']}
    />
  );
}
