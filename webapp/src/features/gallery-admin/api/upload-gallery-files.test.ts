import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../lib/upload-file';
import { grabPoster } from '../../../lib/video-poster';
import { uploadGalleryFiles } from './upload-gallery-files';

vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
// jsdom decodes no video: the grabbed frame is a stand-in.
vi.mock('../../../lib/video-poster', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/video-poster')>()),
  grabPoster: vi.fn(),
}));
const upload = vi.mocked(uploadFile);
const grab = vi.mocked(grabPoster);

const photo = new File(['png'], 'beam.png', { type: 'image/png' });
const video = new File(['webm'], 'walk.webm', { type: 'video/webm' });
const options = () => ({ onProgress: vi.fn(), signal: new AbortController().signal });

beforeEach(() => {
  upload.mockReset();
  grab.mockReset();
  let n = 0;
  upload.mockImplementation(async (kind, file) => ({
    id: `${kind}-${++n}`,
    fileName: file.name,
    size: file.size,
    contentType: file.name.endsWith('.webm') ? 'video/webm' : file.type,
  }));
});

describe('uploadGalleryFiles', () => {
  it('follows each video with a poster grabbed from it, linked by the video upload id', async () => {
    grab.mockResolvedValue(new File(['jpeg'], 'walk-poster.jpg', { type: 'image/jpeg' }));

    const got = await uploadGalleryFiles([photo, video], options());

    expect(got).toEqual({ ids: ['gallery-1', 'gallery-2'], posterUploadIds: { 'gallery-2': 'poster-3' } });
    expect(grab).toHaveBeenCalledTimes(1);
    expect(grab).toHaveBeenCalledWith(video, 'walk-poster.jpg');
    expect(upload).toHaveBeenLastCalledWith('poster', expect.objectContaining({ name: 'walk-poster.jpg' }), expect.anything());
  });

  it('uploads a video the browser cannot decode without a poster', async () => {
    grab.mockResolvedValue(null);

    const got = await uploadGalleryFiles([video], options());

    expect(got).toEqual({ ids: ['gallery-1'], posterUploadIds: {} });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
