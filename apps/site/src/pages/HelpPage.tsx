import { useTranslation } from 'react-i18next';
import { HelpContent } from '../content/HelpContent';

/** /help: the help page inside the frame. */
export default function HelpPage() {
  const { t } = useTranslation('pages');
  return <HelpContent title={t('help.title')} />;
}
