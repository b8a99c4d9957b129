import { Outlet } from 'react-router';
import { CardGrid, type Card } from '../../../components/site/card-grid';
import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';

const services: readonly Card[] = [
  {
    icon: 'cube',
    title: '3D modeling',
    body: 'A complete model of every member, plate and bolt, built in Tekla Structures or SDS/2.',
  },
  {
    icon: 'drawing',
    title: 'Shop drawings',
    body: 'Assembly and single-part drawings your shop can cut, drill and weld from, with CNC and DXF files.',
  },
  {
    icon: 'frame',
    title: 'Erection drawings',
    body: 'Anchor bolt plans, erection plans and elevations that let crews set steel quickly and safely.',
  },
  {
    icon: 'bolt',
    title: 'Connection design coordination',
    body: 'We coordinate connection design with the engineer of record and our PE/SE partners.',
  },
  {
    icon: 'layers',
    title: 'BIM coordination',
    body: 'Models coordinated with architecture and MEP, with clashes resolved before fabrication.',
  },
  {
    icon: 'calendar',
    title: 'Project management',
    body: 'One point of contact, RFIs tracked to closure and submittals on the dates we agreed.',
  },
];

const projectTypes = [
  'Commercial buildings',
  'Industrial plants',
  'Warehouses and distribution centres',
  'Hospitals and healthcare facilities',
  'Schools and universities',
  'Stadiums and arenas',
  'Residential and mixed-use towers',
  'Parking structures',
];

export function StructuralSteelDetailingPage() {
  usePageTitle('Structural Steel Detailing');
  return (
    <main id="main">
      <PageBanner header="Structural Steel" subheader="Detailing" image="/images/nav/our-firm.svg">
        <p>Models and drawings that fabricators build from with confidence, on the schedule they promised.</p>
      </PageBanner>

      <PageSection title="Detailing that keeps your shop moving">
        <div className="prose">
          <p>
            Structural steel detailing turns the engineer&rsquo;s design into the exact information a fabricator needs:
            every piece, every hole, every weld. For over two decades our detailers have produced models, shop
            drawings and erection drawings to the AISC Code of Standard Practice for fabricators across the USA and
            Canada, with a second detailer checking every sheet before it leaves us.
          </p>
        </div>
      </PageSection>

      <PageSection title="Our services" tone="tint">
        <CardGrid cards={services} />
      </PageSection>

      <PageSection title="Projects we detail">
        <CheckList items={projectTypes} columns />
      </PageSection>

      <EstimatePromo service="structural-steel-detailing" heading="Get a free estimate for your steel package" />

      {/* The Structural projects of the gallery, placed here by the route (src/app/routes.tsx). */}
      <Outlet />
    </main>
  );
}
