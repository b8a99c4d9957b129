import { CardGrid, type Card } from './card-grid';

// What the online project portal offers, as promised on the Our Firm and Portal pages.
export const portalFeatures: readonly Card[] = [
  {
    icon: 'grid',
    title: 'A snapshot of all projects',
    body: 'Every project you have with us on one screen: status, next submittal and who is working on it.',
  },
  {
    icon: 'calendar',
    title: 'Live tracking with deadlines',
    body: 'Follow progress as it happens. Assign deadlines to each package and change them when your schedule moves.',
  },
  {
    icon: 'message',
    title: 'Direct feedback to our teams',
    body: 'Send comments and mark-ups by direct message to the detailers on your job, without a chain of e-mails.',
  },
  {
    icon: 'upload',
    title: 'Upload and transfer large files',
    body: 'Share models, contract drawings and RFIs with no upload limit. All file types are supported.',
  },
];

export function PortalFeatures() {
  return <CardGrid cards={portalFeatures} />;
}
