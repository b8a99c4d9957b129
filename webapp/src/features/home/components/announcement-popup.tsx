import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { ExternalLink } from '../../../components/site/external-link';
import { useActiveAnnouncement, type ActiveAnnouncement } from '../api/use-active-announcement';
import { hasSeenAnnouncement, markAnnouncementSeen } from './announcement-seen';

// The announcement staff publish (admin/announcement), opened once per visitor per
// version. Loaded lazily by the home page after its own code, and rendered only in the
// browser's top layer (a modal <dialog>), so it neither weighs on the first load nor
// moves the page.
export function AnnouncementPopup() {
  const active = useActiveAnnouncement();
  if (!active.data) return null;
  const a = active.data;
  return <AnnouncementDialog key={`${a.id}:${a.version}`} announcement={a} />;
}

function AnnouncementDialog({ announcement: a }: { announcement: ActiveAnnouncement }) {
  const [open, setOpen] = useState(() => !hasSeenAnnouncement(a));
  // Remembered as soon as it is shown: a reload must not show it again, closed or not.
  useEffect(() => {
    if (open) markAnnouncementSeen(a);
  }, [open, a]);
  return (
    <Dialog open={open} title={a.title} onClose={() => setOpen(false)} className="announcement">
      {a.image && (
        <img
          className="announcement__image"
          src={a.image.path}
          alt=""
          width={a.image.width || 800}
          height={a.image.height || 450}
          decoding="async"
        />
      )}
      {a.description && <p className="announcement__description">{a.description}</p>}
      {a.linkUrl && (
        <div className="dialog__actions">
          <ExternalLink href={a.linkUrl} className="button button--primary">
            View
          </ExternalLink>
        </div>
      )}
    </Dialog>
  );
}
