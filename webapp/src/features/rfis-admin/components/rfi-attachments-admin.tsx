import { RfiAttachments } from '../../../components/rfi-attachments/rfi-attachments';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { useRfiAttachmentsAdminApi } from '../api/use-rfis-admin';
import { panel } from './rfi-styles';

// An RFI's files for staff: they attach to any RFI that is not Closed or Void (a Draft's
// files reach the client when it opens).
export function RfiAttachmentsAdmin({ rfi }: { rfi: Rfi }) {
  const api = useRfiAttachmentsAdminApi(rfi.id);
  return (
    <div style={panel}>
      <RfiAttachments rfi={rfi} api={api} canAttach={rfi.status !== RfiStatus.CLOSED && rfi.status !== RfiStatus.VOID} />
    </div>
  );
}
