import { useTranslation } from 'react-i18next';
import { HelpContent } from '../content/HelpContent';

/** /helpmc: the help centre alone, no header (the member and agent centres link here, spec §2). */
export default function HelpCentrePage() {
  const { t } = useTranslation('content');
  return <HelpContent title={t('help.centre')} />;
}
