import { useRef, useState } from 'react';
import type { File as StoredFile } from '../../../gen/gusset/site/v1/file_pb';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { errorText } from '../../../lib/error-text';
import { frameToBlob, posterName } from '../../../lib/video-poster';
import { useSetVideoPoster } from '../api/use-set-video-poster';

type Props = { project: GalleryProject };

// GalleryVideoPosters lets staff give each of a project's videos a poster: the frame the
// player shows now, or an image file of their choice.
export function GalleryVideoPosters({ project: initial }: Props) {
  const [project, setProject] = useState(initial);
  const videos = project.images.filter((f) => f.contentType.startsWith('video/'));
  if (videos.length === 0) return null;
  return (
    <section className="gallery-admin__posters" aria-label="Video posters">
      <h3>Video posters</h3>
      {videos.map((video) => (
        <VideoPoster key={video.path} project={project} video={video} onSaved={setProject} />
      ))}
    </section>
  );
}

function VideoPoster({ project, video, onSaved }: { project: GalleryProject; video: StoredFile; onSaved: (p: GalleryProject) => void }) {
  const player = useRef<HTMLVideoElement>(null);
  const setPoster = useSetVideoPoster();
  const [message, setMessage] = useState('');

  const save = (poster: File) => {
    setMessage('');
    setPoster.mutate(
      { projectId: project.id, videoPath: video.path, poster },
      {
        onSuccess: (saved) => {
          if (saved) onSaved(saved);
          setMessage('Poster saved');
        },
        onError: (error) => setMessage(errorText(error, 'The poster could not be saved; please try again')),
      },
    );
  };

  const fromFrame = async () => {
    const element = player.current;
    const blob = element ? await frameToBlob(element) : null;
    if (!blob) {
      setMessage('The video has no frame to use yet: play or seek it first');
      return;
    }
    save(new File([blob], posterName(video.fileName), { type: blob.type }));
  };

  return (
    <figure className="gallery-admin__poster">
      <video ref={player} src={video.path} poster={video.poster?.path} controls preload="metadata" aria-label={video.fileName} />
      <figcaption>
        {video.fileName}: {video.poster ? 'has a poster' : 'no poster'}
      </figcaption>
      <div className="gallery-admin__poster-actions">
        <button type="button" className="button" disabled={setPoster.isPending} onClick={() => void fromFrame()}>
          Make poster from current frame
        </button>
        <label className="button">
          Upload poster image
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            disabled={setPoster.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) save(file);
            }}
          />
        </label>
      </div>
      <p role="status" className="muted">
        {setPoster.isPending ? 'Saving poster...' : message}
      </p>
    </figure>
  );
}
