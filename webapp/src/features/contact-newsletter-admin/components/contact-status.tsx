import { ContactStatus } from '../../../gen/gusset/admin/v1/contact_pb';

// What staff call each status of a lead.
export const contactStatusLabels: Record<ContactStatus, string> = {
  [ContactStatus.UNSPECIFIED]: 'All',
  [ContactStatus.NEW]: 'New',
  [ContactStatus.REPLIED]: 'Replied',
  [ContactStatus.CLOSED]: 'Closed',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <span className={`contact-status contact-status--${contactStatusLabels[status].toLowerCase()}`}>{contactStatusLabels[status]}</span>;
}
