import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { ExternalLink } from '../../../components/site/external-link';
import type { Announcement as AnnouncementData } from '../../../config/site';

type Props = { announcement: AnnouncementData };

// The conference-exhibitor notice: a quiet button on the home page opens it, so it never
// interrupts a visitor who came for something else.
export function Announcement({ announcement }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="home-intro__news" onClick={() => setOpen(true)}>
        <span className="home-intro__news-tag">News</span>
        {announcement.title}
      </button>
      <Dialog open={open} title={announcement.title} onClose={() => setOpen(false)} className="announcement">
        <img
          className="announcement__image"
          src={announcement.image}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
        <p>{announcement.description}</p>
        {announcement.link && (
          <div className="dialog__actions">
            <ExternalLink href={announcement.link} className="button button--primary">
              View
            </ExternalLink>
          </div>
        )}
      </Dialog>
    </>
  );
}
