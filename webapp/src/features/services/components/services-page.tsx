import { CardGrid, type Card } from '../../../components/site/card-grid';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';

const services: readonly Card[] = [
  {
    icon: 'beam',
    title: 'Structural Steel Detailing',
    body: '3D models, shop drawings and erection drawings for commercial, industrial and institutional steel: the core of what we have done for over two decades, in Tekla Structures and SDS/2.',
    to: '/services/structural-steel-detailing',
    featured: true,
  },
  {
    icon: 'stairs',
    title: 'Miscellaneous Steel Detailing',
    body: 'Stairs, ladders, railings, gates, bollards, embeds and every other piece the main frame leaves out.',
    to: '/services/miscellaneous-steel-detailing',
  },
  {
    icon: 'calculator',
    title: 'Steel Estimation and Take-off',
    body: 'Accurate quantity take-offs and tonnage summaries that let you bid faster and with confidence.',
    to: '/services/steel-estimation-and-take-off',
  },
  {
    icon: 'bolt',
    title: 'Connection Design and PE/SE Stamping',
    body: 'Welded and bolted connection design with calculations stamped by engineers licensed in all 50 states.',
    to: '/services/connection-design-and-pe-se-stamping',
  },
  {
    icon: 'layers',
    title: 'Architectural BIM Services',
    body: '3D, 4D and 5D models, clash detection, renders and construction plans for design teams.',
    to: '/services/architectural-bim-services',
  },
  {
    icon: 'frame',
    title: 'PEMB Design and Detailing',
    body: 'Pre-engineered metal buildings designed and detailed to MBMA and AISI, including hybrid structures.',
    to: '/services/pemb-detailing',
  },
  {
    icon: 'rebar',
    title: 'Rebar Estimation and Detailing',
    body: 'Placing drawings, bar bending schedules and tonnage estimates for reinforced concrete structures.',
    to: '/services/rebar-estimation-and-detailing',
  },
];

export function ServicesPage() {
  usePageTitle('Services');
  return (
    <main id="main">
      <PageBanner header="Services" subheader="for steel fabricators and contractors" image="/images/nav/services.svg">
        <p>From the first take-off to the last erection drawing, one team for every stage of your steel package.</p>
      </PageBanner>

      <PageSection
        title="What we do"
        intro={<p>Choose a service to see what it covers, the standards we follow and the projects we have done.</p>}
      >
        <CardGrid cards={services} />
      </PageSection>

      <EstimatePromo />
    </main>
  );
}
