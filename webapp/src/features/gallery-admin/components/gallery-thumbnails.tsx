import { useId } from 'react';

type Thumbnail = { src: string; name: string; isVideo: boolean };

type Props = { label: string; items: Thumbnail[] };

// A labelled row of small previews; videos show their first frame.
export function GalleryThumbnails({ label, items }: Props) {
  const captionId = useId();
  if (items.length === 0) return null;
  return (
    <div className="gallery-admin-form__thumbs" role="group" aria-labelledby={captionId}>
      <p id={captionId} className="gallery-admin-form__thumbs-caption">
        {label}
      </p>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.src}-${index}`}>
            {item.isVideo ? (
              <video src={item.src} muted preload="metadata" aria-label={item.name} />
            ) : (
              <img src={item.src} alt={item.name} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
