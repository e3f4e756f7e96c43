import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { playerMessages } from '../errors';
import { LOTTERY_PRIZE_MODE, LotteryBoardPage } from '../lottery/LotteryBoardPage';

const load = () => playerMessages(api.lottery.getGames)({ prizeMode: LOTTERY_PRIZE_MODE, device: 'WEB' });

/** /lottery: every lottery with its open draw (header only, spec §2). */
export default function LotteryPage() {
  const { t } = useTranslation('pages');
  return <LotteryBoardPage title={t('lottery.title')} load={load} cacheKey="lottery:games" />;
}
