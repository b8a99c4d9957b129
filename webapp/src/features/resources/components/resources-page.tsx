import { CardGrid, type Card } from '../../../components/site/card-grid';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';

const resources: readonly Card[] = [
  {
    icon: 'book',
    title: 'Blog',
    body: 'Articles from our detailers and estimators on standards, software and getting steel built on time.',
    to: '/resources/wbt-blog',
  },
  {
    icon: 'document',
    title: 'Case Studies',
    body: 'How we solved real detailing problems for fabricators: the challenge, our approach and the result.',
    to: '/resources/case-studies',
  },
];

export function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <main id="main">
      <PageBanner header="Resources" subheader="from our detailing teams" image="/images/nav/resources.svg" />
      <PageSection title="Read and learn">
        <CardGrid cards={resources} className="resources-cards" />
      </PageSection>
    </main>
  );
}
