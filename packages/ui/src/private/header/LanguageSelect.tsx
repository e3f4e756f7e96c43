import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';

/** A language the merchant offers. */
export interface OfferedLanguage {
  /** Its code, e.g. "th", "en". */
  code: string;
  /** The language's own name, e.g. "ไทย", "English". */
  label: string;
}

/** The language choice of the header and the mobile menu; only when more than one language is offered (spec §2). */
export function LanguageSelect({
  languages,
  language,
  onLanguageChange,
  className,
  visibleLabel = false,
}: {
  languages: readonly OfferedLanguage[];
  language: string;
  onLanguageChange: (code: string) => void;
  className: string;
  /** Show the word "Language" above the select (in a menu); the header's select is named for screen readers only. */
  visibleLabel?: boolean;
}) {
  const { t } = useTranslation('shell');
  if (languages.length <= 1) return null;
  return (
    <Select
      className={className}
      label={t('header.language')}
      hideLabel={!visibleLabel}
      options={languages.map(({ code, label }) => ({ value: code, label }))}
      value={language}
      onChange={(event) => onLanguageChange(event.target.value)}
    />
  );
}
