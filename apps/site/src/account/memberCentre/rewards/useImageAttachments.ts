import { useEffect, useRef, useState } from 'react';
import type { AttachedImage, ImageAttachmentsProps, ImageRefusal } from '@wl/ui';
import { checkPickedImages } from './imageCheck';

interface Attached extends AttachedImage {
  file: File;
}

/**
 * The images of a feedback or an activity application as the site keeps them: each pick checked before anything is
 * sent, the accepted files with their previews (object URLs, released when removed or when the page goes), the last
 * pick's refusals. `props` is what ui's ImageAttachments takes.
 */
export function useImageAttachments() {
  const [images, setImages] = useState<Attached[]>([]);
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  const nextId = useRef(0);
  // the previews still shown when the page goes are released then
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const props: Omit<ImageAttachmentsProps, 'disabled'> = {
    images,
    refusals,
    onPick: (files) => {
      void checkPickedImages(files, images.length).then(({ accepted, refusals: refused }) => {
        const added = accepted.map((file) => ({
          id: String((nextId.current += 1)),
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          file,
        }));
        setImages((before) => [...before, ...added]);
        setRefusals(refused);
      });
    },
    onRemove: (id) => {
      const removed = images.find((image) => image.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      setImages((before) => before.filter((image) => image.id !== id));
      setRefusals([]);
    },
  };

  return {
    props,
    files: images.map((image) => image.file),
    clear: () => {
      images.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      setImages([]);
      setRefusals([]);
    },
  };
}
