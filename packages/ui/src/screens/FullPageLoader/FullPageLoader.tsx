import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Loader';

export interface FullPageLoaderProps {
  /** Under the spinner; "Loading…" by default. */
  message?: string;
  /**
   * Milliseconds before the loader appears: a part that loads quickly then shows no flash of grey. 0 shows it at
   * once (the first paint of the site).
   */
  delay?: number;
}

/** The full-page loader (spec §2 Modals and overlays): the page is covered while a part or the session loads. */
export function FullPageLoader({ message, delay = 0 }: FullPageLoaderProps) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  return shown ? <Loader message={message ?? t('loader.loading')} /> : null;
}
