import { describe, expect, it } from 'vitest';
import { blogImagePath } from '../api/upload-blog-image';
import { htmlImageSources, imagePlan } from './blog-image-plan';

const upload = { uploadId: 'u-2', path: '/files/blog_image/u-2.png' };

describe('blog image plan', () => {
  it('claims the image uploaded from the editor when it is in the content', () => {
    expect(imagePlan({ sources: [upload.path], uploads: [upload], currentPath: '', initialSources: [] })).toEqual({
      imageUploadId: 'u-2',
      removeImage: false,
    });
  });

  it('does not claim an upload deleted from the content again', () => {
    expect(imagePlan({ sources: [], uploads: [upload], currentPath: '', initialSources: [] })).toEqual({
      imageUploadId: '',
      removeImage: false,
    });
  });

  it('keeps the current image while the content shows it, and removes it once deleted', () => {
    const current = '/files/blog_image/u-1.png';
    const base = { uploads: [], currentPath: current, initialSources: [current] };
    expect(imagePlan({ ...base, sources: [current] })).toEqual({ imageUploadId: '', removeImage: false });
    expect(imagePlan({ ...base, sources: [] })).toEqual({ imageUploadId: '', removeImage: true });
  });

  it('leaves alone an image the editor never showed', () => {
    expect(imagePlan({ sources: [], uploads: [], currentPath: '/files/blog_image/u-1.png', initialSources: [] })).toEqual({
      imageUploadId: '',
      removeImage: false,
    });
  });

  it('names uploads as the server stores them', () => {
    expect(blogImagePath('0b6c', 'image/jpeg')).toBe('/files/blog_image/0b6c.jpg');
    expect(blogImagePath('0b6c', 'image/webp')).toBe('/files/blog_image/0b6c.webp');
  });

  it('reads image sources from stored HTML', () => {
    expect(htmlImageSources('<p>a</p><figure><img src="/files/blog_image/u-1.png" alt=""></figure>')).toEqual([
      '/files/blog_image/u-1.png',
    ]);
  });
});
