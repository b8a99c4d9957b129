import { useEffect, useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import type { File } from '../../../gen/gusset/site/v1/file_pb';
import { isVideo } from './project-media';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import './image-carousel.css';

export const autoAdvanceMs = 3000;

// The detail dialog is at most 64rem wide (project-detail-dialog.css).
const carouselSizes = '(min-width: 66rem) 64rem, 100vw';

type Props = {
  slides: File[];
  // Names the images for screen readers ("{label}, image 2 of 5").
  label: string;
};

// ImageCarousel shows a project's images and videos one at a time. With more than one it
// advances every 3 s and wraps at both ends. It holds still while a video is on, when the
// visitor pauses it or the system asks for reduced motion (WCAG 2.2.2), and, until the
// visitor presses Play, while they point at it or work in it with the keyboard (the WAI
// carousel pattern).
export function ImageCarousel({ slides, label }: Props) {
  const [index, setIndex] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const count = slides.length;
  const current = count > 0 ? slides[Math.min(index, count - 1)] : undefined;
  const playing = userPlaying ?? !reducedMotion;
  const interacting = userPlaying !== true && (hovered || focused);
  const advancing = count > 1 && playing && !interacting && !(current && isVideo(current));

  useEffect(() => {
    if (!advancing) return;
    // Restarted after every move, so a manual step gets a full 3 s before the next one.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [advancing, count, index]);

  if (!current) {
    return <p className="carousel__empty">No images to display</p>;
  }

  const position = Math.min(index, count - 1);
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const slideLabel = `${label}, ${isVideo(current) ? 'video' : 'image'} ${position + 1} of ${count}`;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={`${label} images`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(e) => {
        // A focused video uses the arrows to seek.
        if (count < 2 || e.target instanceof HTMLVideoElement) return;
        if (e.key === 'ArrowLeft') step(-1);
        else if (e.key === 'ArrowRight') step(1);
      }}
    >
      <div className="carousel__stage">
        {/* Announced only when the visitor moves it: a rotating live region would talk non-stop. */}
        <div className="carousel__viewport" aria-live={advancing ? 'off' : 'polite'}>
          <figure key={position} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={slideLabel}>
            {isVideo(current) ? (
              // preload="none": nothing of the video is fetched until the visitor plays it;
              // the poster (a frame grabbed at upload) stands in until then.
              <video className="carousel__media" src={current.path} poster={current.poster?.path} controls preload="none">
                <a href={current.path}>Download the video</a>
              </video>
            ) : (
              <ResponsiveImage className="carousel__media" file={current} alt={slideLabel} sizes={carouselSizes} />
            )}
          </figure>
        </div>
        {count > 1 && (
          <>
            <button type="button" className="carousel__arrow carousel__arrow--previous" aria-label="Previous image" onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="carousel__arrow carousel__arrow--next" aria-label="Next image" onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <p className="carousel__counter">
            {position + 1} / {count}
          </p>
          <button type="button" className="carousel__toggle" onClick={() => setUserPlaying(!playing)}>
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
        </div>
      )}
    </section>
  );
}
