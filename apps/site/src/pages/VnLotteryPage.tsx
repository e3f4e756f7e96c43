import { useTranslation } from 'react-i18next';
import { LotteryArea } from '../lottery/LotteryArea';
import { VN_PRIZE_MODE } from '../lottery/constants';

/**
 * /vnlottery (header and side menu): the Vietnamese lotteries (spec §7 /lgw/vn/games/game_menu) and the member's
 * recent ones (/lgw/vn/games/game_menu/recent); a lottery opens its betting page here.
 */
export default function VnLotteryPage() {
  const { t } = useTranslation('content');
  return (
    <LotteryArea
      title={t('lottery.vnTitle')}
      path="/vnlottery"
      prizeMode={VN_PRIZE_MODE}
      listTypes={['', 'fav', 'recent']}
    />
  );
}
