import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, GameFrame, PageSection } from '@wl/ui';
import { SESSION_KEYS } from '../session/storage';
import { useSafeNavigate } from '../shell/navigate';

/**
 * The launched game (session storage iframeUrl) in a frame; without one, a way back to the games rather than a blank
 * page.
 */
export function GameFramePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const navigate = useSafeNavigate();
  const url = sessionStorage.getItem(SESSION_KEYS.iframeUrl);
  const name = params.get('name') ?? t('game.title');
  if (url) return <GameFrame url={url} title={`${t('game.title')}: ${name}`} />;
  return (
    <PageSection title={t('game.title')} status="ready" toolbar={<p>{t('game.none')}</p>}>
      <Button type="button" onClick={() => navigate('/hot')}>
        {t('game.toLobby')}
      </Button>
    </PageSection>
  );
}
