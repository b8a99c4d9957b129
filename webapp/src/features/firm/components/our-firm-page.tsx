import { Link } from 'react-router';
import { CardGrid, type Card } from '../../../components/site/card-grid';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { ExternalLink } from '../../../components/site/external-link';
import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { PortalFeatures } from '../../../components/site/portal-features';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './firm.css';

const differentiators: readonly Card[] = [
  {
    icon: 'process',
    title: 'Process',
    body: 'A documented workflow from kickoff to final revision: model, check, second check, issue. Every drawing is reviewed by a second detailer before it reaches you.',
  },
  {
    icon: 'technology',
    title: 'Technology',
    body: 'We model in Tekla Structures, SDS/2 and Advance Steel, and deliver drawings, CNC files and reports in the formats your shop already uses.',
  },
  {
    icon: 'award',
    title: 'AISC Associate Members',
    body: 'As associate members of the American Institute of Steel Construction we detail to the AISC Code of Standard Practice and keep up with its changes.',
  },
  {
    icon: 'clock',
    title: 'Timeliness',
    body: 'Our on-site and offshore teams work around the clock, so RFIs are answered overnight and submittals arrive on the date we agreed.',
  },
];

export function OurFirmPage() {
  const site = useSite();
  usePageTitle('Our Firm');
  return (
    <main id="main">
      <PageBanner eyebrow="Our Firm" header="Simplicity" subheader="is the key to our success" image="/images/nav/our-firm.svg">
        <p>Structural steel detailing for fabricators in the USA and Canada, delivered simply.</p>
      </PageBanner>

      <PageSection title={`About ${site.company}`}>
        <div className="columns columns--two">
          <div className="prose">
            <p>
              For over two decades we have turned design drawings into models, shop drawings and erection drawings that
              fabricators can build from without second-guessing. Our clients are steel fabricators, general
              contractors and erectors across the United States and Canada.
            </p>
            <p>
              We work in a hybrid model: project managers on site, close to you and your schedule, backed by an
              offshore detailing team that keeps the work moving while your day ends. You deal with a single point of
              contact who knows your job from the first RFI to the last revision.
            </p>
          </div>
          <ul className="firm-facts" aria-label="At a glance">
            <li>
              <strong>20+ years</strong> detailing structural and miscellaneous steel
            </li>
            <li>
              <strong>Hybrid delivery</strong> on-site project management, offshore production
            </li>
            <li>
              <strong>One contact</strong> for every question on your project
            </li>
            <li>
              <strong>AISC</strong> associate member
            </li>
          </ul>
        </div>
      </PageSection>

      <PageSection title="Vision and Mission" tone="tint">
        <div className="vision-mission">
          <div className="vision-mission__panel">
            <span className="vision-mission__icon">
              <Icon name="eye" size={28} />
            </span>
            <h3>Vision</h3>
            <p>
              To hold a top position in engineering services across civil, mechanical and other IT-enabled services.
            </p>
          </div>
          <div className="vision-mission__panel">
            <span className="vision-mission__icon">
              <Icon name="target" size={28} />
            </span>
            <h3>Mission</h3>
            <p>To deliver high-quality engineering services by following the best project-management practices.</p>
          </div>
        </div>
      </PageSection>

      <EstimatePromo />

      <PageSection title="What sets us apart">
        <CardGrid cards={differentiators} />
      </PageSection>

      <PageSection
        title="Project Management further simplified"
        tone="tint"
        intro={
          <p>
            Our online project portal gives you a clear view of every job you have with us, and a direct line to the
            people working on it.
          </p>
        }
      >
        <PortalFeatures />
        <p className="firm-portal-links">
          <Link to="/portal" className="button">
            About the portal
          </Link>
          <ExternalLink href={site.portalUrl} className="button button--primary">
            Open the project portal <Icon name="external" size={16} />
          </ExternalLink>
        </p>
      </PageSection>
    </main>
  );
}
