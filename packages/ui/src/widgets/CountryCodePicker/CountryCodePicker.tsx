import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyles } from '../../private/field';
import { ChevronDownIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { countryName, resolveCountry, type Country } from './countries';
import * as styles from './CountryCodePicker.css';

/** The contract sends dialling codes with '+'; older backends without. Shown with one either way. */
const withPlus = (code: string) => code.replace(/^\+?/, '+');

/** Our choice: letters or digits typed within this time form one search ("6", "66"). */
const TYPEAHEAD_RESET_MS = 600;
const PAGE_STEP = 10;

const root = cva(styles.root, {
  variants: { bordered: { true: styles.standalone, false: styles.inline } },
  defaultVariants: { bordered: true },
});
const trigger = cva(styles.trigger, {
  variants: { bordered: { true: styles.triggerBordered, false: styles.triggerInline } },
  defaultVariants: { bordered: true },
});

export interface CountryCodePickerProps {
  /** The countries offered (spec §3 Country). */
  countries: readonly Country[];
  /** The dialling code to show, e.g. "66"; when it is not in the list the current country's code is shown. */
  value?: string;
  /** The visitor's current country (ISO code, e.g. "TH"): the fallback preselection. */
  defaultCountry?: string;
  /** The player picked a country. */
  onChange: (countryDialingCode: string, country: Country) => void;
  /** The flag picture's address, e.g. `(code) => \`${imageHost}/COUNTRY_FLAG/${code}.png\``. */
  flagUrl: (countryCode: string) => string;
  /** Accessible name; defaults to "Country code". */
  label?: string;
  /** Keep the label for screen readers only (default when the picker sits inside a field). */
  hideLabel?: boolean;
  /**
   * true: a box of its own. false: borderless, to sit in a TextField's `prefix`; the list then opens under the whole
   * field.
   */
  bordered?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The dialling-code picker of the mobile number: a read-only box with the flag and the code, opening a list of
 * countries (ARIA select-only combobox: arrows, Home/End, Page keys, Enter/Space, Escape, type-ahead on the code or
 * the name). Names come from the browser in the current language, so no country list needs translating.
 */
export function CountryCodePicker({
  countries,
  value,
  defaultCountry,
  onChange,
  flagUrl,
  label,
  hideLabel = false,
  bordered = true,
  disabled = false,
  className,
}: CountryCodePickerProps) {
  const { t, i18n } = useTranslation('account');
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Two countries can share a code (+1): remember which one the player picked so its flag stays.
  const [picked, setPicked] = useState<string | null>(null);
  const pickedCountry = countries.find((c) => c.countryCode === picked && c.countryDialingCode === value);
  const selected = pickedCountry ?? resolveCountry(countries, value, defaultCountry);
  const selectedIndex = selected ? countries.indexOf(selected) : -1;

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(Math.max(selectedIndex, 0));
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLUListElement>(null);

  const nameOf = (country: Country) => countryName(country.countryCode, i18n.language);

  const openAt = (index: number) => {
    if (disabled || countries.length === 0) return;
    setActiveIndex(Math.min(Math.max(index, 0), countries.length - 1));
    setOpen(true);
  };

  const choose = (index: number) => {
    const country = countries[index];
    setOpen(false);
    if (!country) return;
    setPicked(country.countryCode);
    if (country !== selected) onChange(country.countryDialingCode, country);
  };

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (!open) return;
    const active = listRef.current?.querySelector<HTMLElement>('[data-active]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  // Escape closes the list, not the dialog around it: Radix listens on the document in the capture phase, so the
  // key is taken at the window first.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  const typeAhead = (key: string, now: number) => {
    const text = (now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text) + key.toLowerCase();
    typed.current = { text, at: now };
    const match = countries.findIndex(
      (c) => withPlus(c.countryDialingCode).startsWith(withPlus(text)) || nameOf(c).toLowerCase().startsWith(text),
    );
    if (match >= 0) openAt(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const last = countries.length - 1;
    const { key, altKey } = event;
    if (!open) {
      const opening: Record<string, number> = {
        ArrowDown: selectedIndex,
        ArrowUp: selectedIndex,
        Enter: selectedIndex,
        ' ': selectedIndex,
        Home: 0,
        End: last,
      };
      if (key in opening) {
        event.preventDefault();
        openAt(opening[key] ?? 0);
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
        typeAhead(key, event.timeStamp);
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + PAGE_STEP, last),
      PageUp: Math.max(activeIndex - PAGE_STEP, 0),
    };
    if (key === 'ArrowUp' && altKey) {
      event.preventDefault();
      choose(activeIndex);
    } else if (key in moves) {
      event.preventDefault();
      setActiveIndex(moves[key] ?? 0);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    } else if (key === 'Tab') {
      // APG: Tab takes the highlighted country and moves on
      choose(activeIndex);
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
      typeAhead(key, event.timeStamp);
    }
  };

  // A missing flag leaves the neutral box rather than a broken-picture icon.
  const hideBrokenFlag = (event: SyntheticEvent<HTMLImageElement>) => {
    event.currentTarget.hidden = true;
  };

  return (
    <div className={root({ bordered, className })}>
      <span id={labelId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label ?? t('country.label')}
      </span>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        aria-disabled={disabled || undefined}
        className={trigger({ bordered })}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        {selected ? (
          <>
            <span className={styles.flagBox}>
              <img
                key={selected.countryCode}
                className={styles.flag}
                src={flagUrl(selected.countryCode)}
                alt=""
                width={24}
                height={16}
                onError={hideBrokenFlag}
              />
            </span>
            <span className={visuallyHidden}>{nameOf(selected)} </span>
            <span className={styles.code} dir="ltr">
              {withPlus(selected.countryDialingCode)}
            </span>
          </>
        ) : (
          <span className={styles.code}>{t('country.none')}</span>
        )}
        <span className={styles.chevron} data-open={open || undefined}>
          <ChevronDownIcon />
        </span>
      </div>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        className={styles.listbox}
        // keeps the focus on the combobox, so choosing with the pointer does not blur (and close) first
        onMouseDown={(event) => event.preventDefault()}
      >
        {countries.map((country, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled on the combobox (aria-activedescendant)
          <li
            key={country.countryCode}
            id={optionId(index)}
            role="option"
            aria-selected={country === selected}
            data-active={open && index === activeIndex ? '' : undefined}
            className={styles.option}
            onClick={() => choose(index)}
            onMouseMove={() => (index === activeIndex ? undefined : setActiveIndex(index))}
          >
            <span className={styles.flagBox}>
              <img
                className={styles.flag}
                src={flagUrl(country.countryCode)}
                alt=""
                width={24}
                height={16}
                loading="lazy"
                onError={hideBrokenFlag}
              />
            </span>
            <span className={styles.optionName}>{nameOf(country)}</span>
            <span className={styles.optionCode} dir="ltr">
              {withPlus(country.countryDialingCode)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
