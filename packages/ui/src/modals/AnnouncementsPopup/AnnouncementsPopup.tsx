import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { SafeHtml, type HtmlPicture, type HtmlPictures } from '../../components/SafeHtml';
import * as styles from './AnnouncementsPopup.css';

/** A popup announcement (the contract's Notice of type PU). */
export interface AnnouncementItem {
  id: number | string;
  /** Plain text. */
  title: string;
  /** HTML from the operator: sanitized before it is shown. */
  content: string;
  /** Copies (AVIF, WebP) of pictures the content shows, by their `<img src>`: those become `<picture>`s. */
  pictures?: readonly HtmlPicture[];
}

/**
 * How wide a popup's picture is shown (`sizes`): on a phone the screen less the margins around it (the overlay's and
 * the dialog's padding and the article's inset: 91 px at 412 px, a little more than 5rem), and at most 27rem inside
 * the dialog's 30rem. The browser picks the smallest copy that is sharp at that width and the screen's density; the
 * whole screen's width would take the next copy up on most phones (960 where 720 is sharp at 412 px and 1.75x).
 */
export const POPUP_PICTURE_SIZES = '(min-width: 35rem) 27rem, calc(100vw - 5rem)';

/** The pictures of one announcement for SafeHtml, or null without copies. */
export function popupPictures(announcement: Pick<AnnouncementItem, 'pictures'>): HtmlPictures | null {
  return announcement.pictures?.length ? { pictures: announcement.pictures, sizes: POPUP_PICTURE_SIZES } : null;
}

export interface AnnouncementsPopupProps {
  open: boolean;
  /** Called with false on the confirm button, Escape, the close button and a cover click. */
  onOpenChange: (open: boolean) => void;
  /** In display order. */
  announcements: readonly AnnouncementItem[];
}

/** The announcements shown once after login (spec §2 Modals): each titled, its HTML sanitized. */
export function AnnouncementsPopup({ open, onOpenChange, announcements }: AnnouncementsPopupProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('announcements.title')}
      size="md"
      footer={
        <Button variant="solid" onClick={() => onOpenChange(false)}>
          {t('announcements.confirm')}
        </Button>
      }
    >
      {announcements.length === 0 ? (
        <p>{t('announcements.empty')}</p>
      ) : (
        <div className={styles.list}>
          {announcements.map((announcement, index) => (
            <article key={announcement.id} aria-labelledby={`${ids}-${index}`} className={styles.item}>
              <h3 id={`${ids}-${index}`} className={styles.title}>
                {announcement.title}
              </h3>
              <SafeHtml html={announcement.content} pictures={popupPictures(announcement)} />
            </article>
          ))}
        </div>
      )}
    </Dialog>
  );
}
