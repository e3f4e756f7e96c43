import { useTranslation } from 'react-i18next';
import { HelpContent } from '../content/HelpContent';

/** /helpmc: the help centre alone, no header (opened from the member centre, spec §2). */
export default function HelpCentrePage() {
  const { t } = useTranslation('pages');
  return <HelpContent title={t('help.centre')} />;
}
