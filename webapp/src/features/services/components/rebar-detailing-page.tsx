import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import { PastWorkTable, type PastProject } from './past-work-table';
import './services.css';

const detailing = [
  'Rebar placing drawings',
  'Bar bending schedules',
  'Bar lists by pour and by element',
  '3D rebar models',
  'Lap, splice and dowel details',
  'Mesh and mat layouts',
];

const estimation = [
  'Quantity take-off by element',
  'Tonnage summaries in MT',
  'Bar lists by size and grade',
  'Accessories and coupler counts',
  'Bid-ready estimate reports',
];

const structures = [
  'Foundations and footings',
  'Slabs and podiums',
  'Walls and cores',
  'Columns and beams',
  'Retaining walls',
  'Water tanks and treatment plants',
  'Bridges and culverts',
  'Parking structures',
];

const detailingProjects: readonly PastProject[] = [
  { name: 'Mid-rise residential tower', scope: 'Placing drawings and bar bending schedules', tonnage: 1250 },
  { name: 'Multi-level parking structure', scope: 'Post-tensioned slabs, columns and ramps', tonnage: 2100 },
  { name: 'Water treatment plant', scope: 'Tanks, walls and base slabs', tonnage: 860 },
  { name: 'Highway overpass', scope: 'Abutments, piers and deck', tonnage: 640 },
];

const estimationProjects: readonly PastProject[] = [
  { name: 'Hospital expansion', scope: 'Foundations, slabs and shear walls', tonnage: 3400 },
  { name: 'Distribution centre', scope: 'Footings, grade beams and slab on grade', tonnage: 480 },
  { name: 'University science building', scope: 'Full superstructure take-off', tonnage: 1720 },
];

export function RebarDetailingPage() {
  usePageTitle('Rebar Estimation and Detailing');
  return (
    <main id="main">
      <PageBanner header="Rebar Estimation" subheader="and Detailing" image="/images/nav/resources.svg">
        <p>Reinforcing steel estimated and detailed to ACI and CRSI practice, ready to bend and place.</p>
      </PageBanner>

      <PageSection title="Reinforcement, from bid to placing">
        <div className="prose">
          <p>
            Our rebar team supports fabricators and contractors from the bid to the pour: estimates that win work on
            price without leaving tonnage out, and placing drawings and schedules that bending shops and ironworkers
            can use without questions.
          </p>
        </div>
      </PageSection>

      <PageSection title="What we deliver" tone="tint">
        <div className="service-columns">
          <div>
            <h3>Rebar detailing</h3>
            <CheckList items={detailing} />
          </div>
          <div>
            <h3>Estimation outputs</h3>
            <CheckList items={estimation} />
          </div>
        </div>
      </PageSection>

      <PageSection title="Structures we detail">
        <CheckList items={structures} columns />
      </PageSection>

      <PageSection title="Past work" tone="tint">
        <div className="service-columns">
          <PastWorkTable caption="Detailing" projects={detailingProjects} />
          <PastWorkTable caption="Estimation" projects={estimationProjects} />
        </div>
      </PageSection>

      <EstimatePromo service="rebar-estimation-and-detailing" heading="Get a free estimate for your rebar package" />
    </main>
  );
}
