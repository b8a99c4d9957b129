import { RfiCourt } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRfiPages } from '../api/use-rfis';
import * as m from './rfi-messages';
import { RfiCards } from './rfi-cards';
import '../../../components/drawings/drawings.css';
import './rfis.css';

// An outside reviewer's RFIs on their home, below the transmittals sent to them: the RFIs
// asked of them or copied to them, across projects (the server lists those naming them
// and no other), newest first, each opening in its project's frame. A reviewer never asked
// one sees no section at all: most review drawings only.
export function ReviewerRfis() {
  const t = useT();
  const pages = useRfiPages('', RfiCourt.UNSPECIFIED);
  useSignInOnExpiry(pages.error);
  if (pages.isPending) return <p role="status">{t(m.loading)}</p>;
  if (pages.isError) return <p role="alert">{errorText(pages.error, t(m.loadFailed))}</p>;
  if (pages.data.pages[0]?.rfis.length === 0) return null;
  return (
    <section aria-labelledby="reviewer-rfis">
      <h2 id="reviewer-rfis">{t(m.askedOfYou)}</h2>
      <RfiCards pages={pages} label={t(m.askedOfYou)} withProject />
    </section>
  );
}
