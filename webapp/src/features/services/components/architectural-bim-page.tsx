import { Outlet } from 'react-router';
import { CardGrid, type Card } from '../../../components/site/card-grid';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';

const offerings: readonly Card[] = [
  {
    icon: 'layers',
    title: '3D, 4D and 5D modeling and design',
    body: 'Models that carry geometry, construction sequence and cost, so design, schedule and budget stay in step.',
  },
  {
    icon: 'cube',
    title: '3D modeling',
    body: 'Accurate architectural models from sketches, CAD drawings or point clouds, at the level of detail you need.',
  },
  {
    icon: 'drawing',
    title: 'Shop drawings / BIM construction plan',
    body: 'Coordinated shop drawings and construction plans generated from the model, ready for the field.',
  },
  {
    icon: 'target',
    title: 'Clash detection',
    body: 'Clashes between architecture, structure and MEP found and resolved in the model, not on site.',
  },
  {
    icon: 'eye',
    title: 'Renders and visuals',
    body: 'Photo-realistic renders and walkthroughs that help owners and planners approve a design quickly.',
  },
  {
    icon: 'calculator',
    title: 'Cost estimation',
    body: 'Quantities taken straight from the model for estimates that follow every design change.',
  },
];

export function ArchitecturalBimPage() {
  usePageTitle('Architectural BIM Services');
  return (
    <main id="main">
      <PageBanner header="Architectural" subheader="BIM services" image="/images/nav/services.svg" />

      <PageSection title="Building information modeling for architects and builders">
        <div className="prose">
          <p>
            Building information modeling brings the whole team onto one model: architects, engineers, contractors and
            owners see the same building, with the same data, at every stage. Our BIM specialists build and maintain
            those models so that your drawings agree with each other and your site agrees with your drawings.
          </p>
          <p>
            We work from your concept sketches, CAD sets or existing models and deliver in the formats your
            consultants already use.
          </p>
        </div>
      </PageSection>

      <EstimatePromo service="architectural-bim-services" heading="Get a free estimate for your BIM project" />

      <PageSection title="Our offerings">
        <CardGrid cards={offerings} />
      </PageSection>

      {/* The newsletter sign-up, placed here by the route (src/app/routes.tsx). */}
      <Outlet />
    </main>
  );
}
