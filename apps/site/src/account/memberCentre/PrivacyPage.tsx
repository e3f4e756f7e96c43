import { LegalPage } from './LegalPage';

/** privacy (member centre): the help centre's section, see LEGAL_SECTION_CODES. */
export default function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
