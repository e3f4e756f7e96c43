import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGES, type UploadImageProblem } from '@wl/rules';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './ImageAttachments.css';

/** An image the member attached: its name and a preview address the site made (an object URL). */
export interface AttachedImage {
  id: string;
  name: string;
  previewUrl: string;
}

/** A picked file the site refused before upload, and why (`@wl/rules` uploadImageProblem). */
export interface ImageRefusal {
  name: string;
  problem: UploadImageProblem;
}

export interface ImageAttachmentsProps {
  images: readonly AttachedImage[];
  /** The files of the last pick that were not attached; the others were. */
  refusals?: readonly ImageRefusal[];
  /** The files the member picked, as they came: the site checks each (its first bytes, its size, the count). */
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

const MB = 1024 * 1024;

/**
 * Up to 3 png or jpg images (spec §5/§9) for a feedback or an activity application: thumbnails with a remove
 * button, an add button, and each refused file's reason. Props in, events out: reading the files is the site's.
 */
export function ImageAttachments({ images, refusals = [], onPick, onRemove, disabled }: ImageAttachmentsProps) {
  const { t } = useTranslation('rewards');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const size = UPLOAD_IMAGE_MAX_BYTES / MB;
  const max = UPLOAD_MAX_IMAGES;
  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className={styles.label}>
        {t('upload.images')}
      </span>
      <span id={hintId} className={styles.hint}>
        {t('upload.imagesHint', { max, size, count: images.length })}
      </span>
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumb}>
              <img className={styles.image} src={image.previewUrl} alt={image.name} />
              <IconButton
                className={styles.remove}
                size="sm"
                variant="soft"
                label={t('upload.remove', { name: image.name })}
                icon={<CloseIcon />}
                onClick={() => onRemove(image.id)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {refusals.length > 0 ? (
        <div role="alert">
          <ul className={styles.refusals}>
            {refusals.map((refusal, i) => (
              <li key={`${refusal.name}-${i}`}>
                {t(`upload.refused.${refusal.problem}`, { name: refusal.name, size, max })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input
        ref={input}
        className={visuallyHidden}
        type="file"
        multiple
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-label={t('upload.add')}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // the same file may be picked again after a removal
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
        {t('upload.add')}
      </Button>
    </div>
  );
}
