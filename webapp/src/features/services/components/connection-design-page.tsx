import { Outlet } from 'react-router';
import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { ExternalLink } from '../../../components/site/external-link';
import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './services.css';

const connections = [
  'Welded connections',
  'Bolted connections',
  'Standard shear connections',
  'Non-standard shear connections',
  'Moment connections',
  'Vertical and horizontal braces',
  'Trusses',
  'Base plates and anchor rods',
];

export function ConnectionDesignPage() {
  const site = useSite();
  usePageTitle('Connection Design and PE/SE Stamping');
  return (
    <main id="main">
      <PageBanner header="Connection Design" subheader="and PE/SE Stamping" image="/images/nav/connect.svg">
        <p>Connections designed, calculated and stamped, so your shop drawings go out approved.</p>
      </PageBanner>

      <PageSection title="Connection solutions">
        <div className="service-columns">
          <div className="prose">
            <p>
              When the engineer of record delegates connection design, we take it on: welded and bolted connections,
              standard and non-standard shear connections, moment connections, braces and trusses, designed to AISC
              and detailed in the same model as the rest of your steel.
            </p>
            <p>
              Each design comes with clear calculation packages that reviewers can follow, and with connections that
              are practical to fabricate and erect, because the people designing them also detail them.
            </p>
          </div>
          <CheckList items={connections} />
        </div>
      </PageSection>

      <EstimatePromo service="connection-design-and-pe-se-stamping" heading="Get a free estimate for your connection design" />

      <PageSection title="PE/SE stamping" tone="tint">
        <div className="prose">
          <p>
            We serve steel fabricators and erectors in the U.S. and Canada. Our partner engineers are licensed in all
            50 states and review and stamp connection calculations, shop drawings and delegated-design submittals
            for your jurisdiction.
          </p>
          <p>
            Submit your contract documents, specifications and shop drawings on our project portal. We confirm the
            scope, the licensing state and the turnaround before any work starts.
          </p>
        </div>
        <div className="callout">
          <p>Ready to submit documents for stamping?</p>
          <ExternalLink href={site.portalUrl} className="button button--primary">
            Submit on the project portal <Icon name="external" size={16} />
          </ExternalLink>
        </div>
      </PageSection>

      {/* The newsletter sign-up, placed here by the route (src/app/routes.tsx). */}
      <Outlet />
    </main>
  );
}
