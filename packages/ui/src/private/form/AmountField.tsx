import { TextField, type TextFieldProps } from '../../components/TextField';

/** An amount of money: decimal keypad, no autofill, the currency after it. */
export function AmountField({
  currency,
  onValueChange,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'suffix'> & { currency?: string; onValueChange: (value: string) => void }) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
      suffix={currency || undefined}
    />
  );
}
