import { LegalPage } from './LegalPage';

/** terms (member centre): the help centre's section, see LEGAL_SECTION_CODES. */
export default function TermsPage() {
  return <LegalPage document="terms" />;
}
