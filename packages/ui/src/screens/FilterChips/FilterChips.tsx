import { Button } from '../../components/Button';
import * as styles from './FilterChips.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterChipsProps {
  /** Names the group ("Providers"). */
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice among a few (a vendor, a lottery type), as pressed buttons. */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.value}>
            <Button
              type="button"
              size="sm"
              variant={option.value === value ? 'solid' : 'outline'}
              aria-pressed={option.value === value}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
