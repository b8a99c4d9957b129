import { Outlet } from 'react-router';
import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import './services.css';

const capabilities = [
  'Hybrid PEMB and structural steel buildings',
  'Mezzanines',
  'Buildings with multiple cranes',
  'High bay / low bay buildings',
  'Portal frames',
  'Fixed-base column bracing',
  'Heavy equipment platforms',
  'Industrial and commercial buildings',
  'Buildings with staircases and handrails',
];

const standards = ['ASD', 'LRFD', 'AISI', 'MBMA'];
const tools = ['MBS', 'Tekla Structures'];

const portfolio = [
  { title: 'Distribution warehouse', detail: 'Clear-span frames with a hybrid structural steel office block' },
  { title: 'Manufacturing plant', detail: 'High bay / low bay building with two 20-ton bridge cranes' },
  { title: 'Aircraft hangar', detail: 'Long-span portal frames with fixed-base column bracing' },
  { title: 'Retail centre', detail: 'Multi-tenant commercial building with storefront framing' },
  { title: 'Equipment building', detail: 'Heavy equipment platforms, mezzanine, stairs and handrails' },
  { title: 'Agricultural storage', detail: 'Single-slope building with large sliding-door openings' },
];

export function PembDetailingPage() {
  usePageTitle('PEMB Design and Detailing');
  return (
    <main id="main">
      <PageBanner header="PEMB Design" subheader="and Detailing" image="/images/nav/our-work.svg">
        <p>Pre-engineered metal buildings designed and detailed to the standards your supplier builds to.</p>
      </PageBanner>

      <PageSection title="Pre-engineered metal buildings, start to finish">
        <div className="prose">
          <p>
            We design and detail pre-engineered metal buildings for manufacturers, builders and erectors: primary
            frames, secondary members, bracing, sheeting and trims, with anchor bolt plans and erection drawings that
            crews can follow on site. Where a building mixes PEMB with conventional structural steel, one team handles
            both, so the interface between them is designed once and detailed once.
          </p>
        </div>
      </PageSection>

      <EstimatePromo service="pemb-detailing" heading="Get a free estimate for your PEMB project" />

      <PageSection title="What we design and detail" tone="tint">
        <CheckList items={capabilities} columns />
      </PageSection>

      <PageSection title="Standards and tools">
        <div className="service-columns">
          <div>
            <h3>Design standards</h3>
            <ul className="tag-list">
              {standards.map((standard) => (
                <li key={standard}>{standard}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Software</h3>
            <ul className="tag-list">
              {tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection title="From our PEMB portfolio" tone="tint">
        <ul className="portfolio-list">
          {portfolio.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.detail}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      {/* The PEMB projects of the gallery, placed here by the route (src/app/routes.tsx). */}
      <Outlet />
    </main>
  );
}
