import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES } from '@wl/rules';
import { checkPickedImages, fileHead } from './imageCheck';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

const file = (name: string, head: number[], size = head.length, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

describe('the image check before upload', () => {
  it('reads only the first bytes', async () => {
    expect([...(await fileHead(file('a.png', PNG_HEAD, 1000)))]).toEqual(PNG_HEAD);
  });

  it('accepts png and jpg by their bytes, whatever the name or declared type', async () => {
    const picked = [file('photo.png', PNG_HEAD), file('scan.bin', JPG_HEAD, 10, 'application/octet-stream')];
    const { accepted, refusals } = await checkPickedImages(picked, 0);
    expect(accepted.map((f) => f.name)).toEqual(['photo.png', 'scan.bin']);
    expect(refusals).toEqual([]);
  });

  it('refuses a file that only claims to be an image, one over 5 MB and one too many, keeping the others', async () => {
    const picked = [
      file('fake.png', [0x3c, 0x68, 0x74, 0x6d, 0x6c]),
      file('huge.png', PNG_HEAD, UPLOAD_IMAGE_MAX_BYTES + 1),
      file('ok.jpg', JPG_HEAD),
      file('fourth.png', PNG_HEAD),
    ];
    const { accepted, refusals } = await checkPickedImages(picked, 2);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(refusals).toEqual([
      { name: 'fake.png', problem: 'type' },
      { name: 'huge.png', problem: 'size' },
      { name: 'fourth.png', problem: 'count' },
    ]);
  });

  it('takes exactly 5 MB', async () => {
    const { accepted } = await checkPickedImages([file('edge.png', PNG_HEAD, UPLOAD_IMAGE_MAX_BYTES)], 0);
    expect(accepted).toHaveLength(1);
  });
});
