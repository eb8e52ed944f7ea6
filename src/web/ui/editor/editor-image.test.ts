import { describe, expect, it } from 'vitest';
import { checkImageFile, fitWithin, imageMarkdown, keepsAsIs, MAX_IMAGE_BYTES } from './editor-image.ts';

describe('fitWithin', () => {
  it('keeps an image that already fits', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1200, 1200)).toEqual({ width: 1200, height: 1200 });
  });

  it('scales the longest side down to 1200 px, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 240, height: 1200 });
    expect(fitWithin(2401, 1)).toEqual({ width: 1200, height: 1 });
  });

  it('never scales up', () => {
    expect(fitWithin(16, 16)).toEqual({ width: 16, height: 16 });
  });
});

describe('checkImageFile', () => {
  it('refuses what is not an image', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(checkImageFile({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses images over 8 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'Image size must be less than 8MB',
    );
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
});

describe('imageMarkdown', () => {
  it('uses the file name without its extension as alt text', () => {
    expect(imageMarkdown('my cat.png', '/api/uploads/3')).toBe('![my cat](/api/uploads/3)');
  });

  it('keeps brackets out of the alt text', () => {
    expect(imageMarkdown('[x](y).jpg', '/api/uploads/4')).toBe('![x(y)](/api/uploads/4)');
    expect(imageMarkdown('.png', '/api/uploads/5')).toBe('![image](/api/uploads/5)');
  });
});

describe('keepsAsIs (pixel art stays pixel art, issue 17 §10)', () => {
  const png = (size: number) => ({ type: 'image/png', size });
  it('keeps a PNG or GIF within 1200 px and 2 MB', () => {
    expect(keepsAsIs(png(50_000), 64, 64)).toBe(true);
    expect(keepsAsIs({ type: 'image/gif', size: 2 * 1024 * 1024 }, 1200, 300)).toBe(true);
  });
  it('redraws a larger PNG, a bigger picture, or a JPEG', () => {
    expect(keepsAsIs(png(2 * 1024 * 1024 + 1), 64, 64)).toBe(false);
    expect(keepsAsIs(png(1000), 1201, 10)).toBe(false);
    expect(keepsAsIs({ type: 'image/jpeg', size: 1000 }, 64, 64)).toBe(false);
    expect(keepsAsIs({ type: 'image/webp', size: 1000 }, 64, 64)).toBe(false);
  });
});
