import { PageBanner } from '../../../components/site/page-banner';
import { usePageTitle } from '../../../lib/use-page-title';
import { EstimateForm } from './estimate-form';
import './estimate.css';

export function EstimatePage() {
  usePageTitle('Request an Estimate');
  return (
    <main id="main">
      <PageBanner eyebrow="Free estimate" header="Request an estimate">
        <p>Tell us about the project and send the drawings, however large: we reply with a free estimate within 24 hours.</p>
      </PageBanner>
      <div className="page estimate">
        <EstimateForm />
      </div>
    </main>
  );
}
