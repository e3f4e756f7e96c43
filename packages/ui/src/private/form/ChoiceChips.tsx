import * as page from '../PageFrame/page.css';

/**
 * A choice among a few ways as pressed chips in a named group (the withdraw page's methods, the funds password's
 * modes, a deletion's proof): each a button, the chosen one `aria-pressed`.
 */
export function ChoiceChips<V extends string>({
  label,
  choices,
  value,
  onChange,
  labelOf,
  className,
}: {
  label: string;
  choices: readonly V[];
  value: V;
  onChange: (value: V) => void;
  labelOf: (choice: V) => string;
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={page.chip}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}
