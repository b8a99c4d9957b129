import { RfiAttachments } from '../../../components/rfi-attachments/rfi-attachments';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { useRfiAttachmentsApi } from '../api/use-rfis';

// An RFI's files in the portal: the client (or outside reviewer) attaches while it is
// Open or Answered.
export function PortalRfiAttachments({ rfi }: { rfi: Rfi }) {
  const api = useRfiAttachmentsApi(rfi.id);
  return <RfiAttachments rfi={rfi} api={api} canAttach={rfi.status === RfiStatus.OPEN || rfi.status === RfiStatus.ANSWERED} />;
}
