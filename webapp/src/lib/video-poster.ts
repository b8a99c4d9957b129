// Video posters are grabbed in the staff browser, which already decodes the video: the
// server needs no ffmpeg (docs/media-video-pdf.md).

// The widest poster kept: a gallery video never shows larger, and the file stays small.
const maxPosterWidth = 1280;

// A browser that cannot decode the video may never fire an event; the upload then goes
// on without a poster rather than hang.
const grabTimeoutMs = 15_000;

// posterTime is where the poster frame is taken: 1 s in, or 10% of a shorter video, past
// the black or blurred first frames most cameras record.
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration * 0.1);
}

// frameToBlob draws the video's current frame to a canvas and encodes it as JPEG.
export function frameToBlob(video: HTMLVideoElement): Promise<Blob | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return Promise.resolve(null);
  const scale = Math.min(1, maxPosterWidth / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
}

// grabPoster loads a video file in a detached <video>, seeks to posterTime and returns the
// frame as a JPEG file, or null when the browser cannot decode the video.
export function grabPoster(file: Blob, name = 'poster.jpg'): Promise<File | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  return new Promise<File | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), grabTimeoutMs);
    const finish = (blob: Blob | null) => {
      clearTimeout(timer);
      resolve(blob ? new File([blob], name, { type: blob.type }) : null);
    };
    video.addEventListener('error', () => finish(null), { once: true });
    video.addEventListener(
      'loadeddata',
      () => {
        const at = posterTime(video.duration);
        // loadeddata means the frame at 0 is there; a live-recorded WebM has no duration.
        if (at === 0) {
          void frameToBlob(video).then(finish);
          return;
        }
        video.addEventListener('seeked', () => void frameToBlob(video).then(finish), { once: true });
        video.currentTime = at;
      },
      { once: true },
    );
    video.src = url;
  }).finally(() => {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  });
}

// posterName names a video's poster after it, for staff who download it.
export function posterName(videoName: string): string {
  return `${videoName.replace(/\.[^.]*$/, '')}-poster.jpg`;
}
