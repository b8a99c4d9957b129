import { CardGrid, type Card } from '../../../components/site/card-grid';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import './firm.css';

const models: readonly Card[] = [
  {
    icon: 'document',
    title: 'Pre Agreed Project Model',
    body: 'For projects with a well-defined scope.',
    points: [
      'Fixed scope of work',
      'Signed statement of work before we start',
      'Pre-negotiated price that locks out cost overruns',
      'Full transparency on progress and deliverables',
    ],
  },
  {
    icon: 'clock',
    title: 'Time-and-Material Model',
    body: 'For projects whose scope grows or changes as they go.',
    points: [
      'Flexible scope that follows your project',
      'A dedicated team or a single resource',
      'Fixed monthly cost per resource',
      'Scale the team up or down as work demands',
    ],
  },
  {
    icon: 'building',
    title: 'Satellite Office Model',
    body: 'For fabricators who want their own detailing department without building one.',
    points: [
      'An extended offshore office working as part of your team',
      'Your standards, your software, your schedule',
      'Lower cost than a captive centre of your own',
      'We handle hiring, training and facilities',
    ],
  },
];

export function BusinessModelPage() {
  usePageTitle('Business Model');
  return (
    <main id="main">
      <PageBanner header="Business" subheader="Model" image="/images/nav/our-firm.svg">
        <p>Three ways to work with us, each built around how your shop buys detailing.</p>
      </PageBanner>

      <EstimatePromo
        heading="Not sure which model fits?"
        text="Tell us about your project or your yearly volume. We will recommend the model that costs you least, with a free estimate."
      />

      <PageSection
        title="Engagement models"
        intro={<p>Whichever model you choose, you get the same team, the same checks and one point of contact.</p>}
      >
        <CardGrid cards={models} className="model-cards" />
      </PageSection>
    </main>
  );
}
