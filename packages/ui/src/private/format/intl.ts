import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat, supportedLocale } from './formats';

/**
 * Formats dates in the reader's language ("31 Dec 2026", "31 ธ.ค. 2569"); `withTime` adds hours and minutes, and
 * `timeZone` (IANA; the merchant's) says whose clock they are read on, the device's when left out. A value that is
 * not a date comes back as it is, so a backend's odd format still shows.
 */
export function useDateFormat(withTime = false, timeZone?: string): (value: string | number) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(supportedLocale(i18n.language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  return (value) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
  };
}

/** Whole numbers in the reader's language ("12,345"). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(supportedLocale(i18n.language));
  return (value) => format.format(value);
}
