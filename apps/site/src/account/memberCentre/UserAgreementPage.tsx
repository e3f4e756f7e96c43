import { LegalPage } from './LegalPage';

/** userAgreement (member centre): the help centre's section, see LEGAL_SECTION_CODES. */
export default function UserAgreementPage() {
  return <LegalPage document="userAgreement" />;
}
