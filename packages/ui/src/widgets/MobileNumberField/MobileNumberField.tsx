import { TextField, type TextFieldProps } from '../../components/TextField';
import { CountryCodePicker, type Country } from '../CountryCodePicker';

export interface MobileNumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'prefix'> {
  /** The dialling codes offered; without them (or a flag address) the field has no picker. */
  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  /** The dialling code shown. */
  countryDialingCode: string;
  onCountryDialingCodeChange: (countryDialingCode: string) => void;
  /** The visitor's country (ISO code): the picker's fallback. */
  defaultCountry?: string;
}

/** A national mobile number with the dialling-code picker inside the field (a phone keypad on touch screens). */
export function MobileNumberField({
  countries = [],
  flagUrl,
  countryDialingCode,
  onCountryDialingCodeChange,
  defaultCountry,
  autoComplete = 'tel-national',
  ...fieldProps
}: MobileNumberFieldProps) {
  return (
    <TextField
      {...fieldProps}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      prefix={
        countries.length > 0 && flagUrl ? (
          <CountryCodePicker
            countries={countries}
            value={countryDialingCode}
            defaultCountry={defaultCountry}
            flagUrl={flagUrl}
            onChange={(code) => onCountryDialingCodeChange(code)}
            bordered={false}
            hideLabel
          />
        ) : undefined
      }
    />
  );
}
