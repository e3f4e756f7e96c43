import { useTranslation } from 'react-i18next';
import { HelpContent } from '../content/HelpContent';

/** /help: the help page inside the frame (header, banner, footer, side menu). */
export default function HelpPage() {
  const { t } = useTranslation('content');
  return <HelpContent title={t('help.title')} />;
}
