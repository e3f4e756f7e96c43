import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { playerMessages } from '../errors';
import { LotteryBoardPage } from '../lottery/LotteryBoardPage';

/** Spec §7: the Vietnamese lotteries use their own prize table. */
const load = () => playerMessages(api.lottery.getGames)({ prizeMode: 'SEA', device: 'WEB' });

/** /vnlottery: the Vietnamese lotteries (header and side menu, spec §2). */
export default function VnLotteryPage() {
  const { t } = useTranslation('pages');
  return <LotteryBoardPage title={t('lottery.vnTitle')} load={load} cacheKey="lottery:vn" />;
}
