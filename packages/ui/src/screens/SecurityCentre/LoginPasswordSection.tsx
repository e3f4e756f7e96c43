import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { SecuritySection } from './SecuritySection';

export interface LoginPasswordSectionProps {
  /** Opens the site's change-password popup. */
  onChange: () => void;
  complete?: boolean;
}

/** The login password item: one button to the change-password popup the site already has. */
export function LoginPasswordSection({ onChange, complete }: LoginPasswordSectionProps) {
  const { t } = useTranslation('security');
  return (
    <SecuritySection
      title={t('page.loginPassword.title')}
      summary={t('page.loginPassword.summary')}
      complete={complete}
      action={
        <Button size="sm" variant="outline" onClick={onChange}>
          {t('page.loginPassword.change')}
        </Button>
      }
    />
  );
}
