import { describe, expect, it } from 'vitest';
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_MAX_IMAGES,
  imageTypeOf,
  uploadImageProblem,
  uploadTextLength,
} from './uploads';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38]);

describe('uploads', () => {
  it('knows png and jpg by their first bytes', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpg)).toBe('image/jpeg');
    expect(imageTypeOf(gif)).toBeNull();
  });

  it('refuses a fourth image, another type, or more than 5 MB', () => {
    expect(uploadImageProblem({ head: png, size: 10 }, 0)).toBeNull();
    expect(uploadImageProblem({ head: jpg, size: UPLOAD_IMAGE_MAX_BYTES }, 2)).toBeNull();
    expect(uploadImageProblem({ head: png, size: 10 }, UPLOAD_MAX_IMAGES)).toBe('count');
    expect(uploadImageProblem({ head: gif, size: 10 }, 0)).toBe('type');
    expect(uploadImageProblem({ head: png, size: UPLOAD_IMAGE_MAX_BYTES + 1 }, 0)).toBe('size');
  });

  it('counts characters as code points', () => {
    expect(uploadTextLength('สวัสดี')).toBe(6);
    expect(uploadTextLength('😀a')).toBe(2);
  });
});
