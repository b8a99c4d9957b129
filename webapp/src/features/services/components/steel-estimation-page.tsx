import { CardGrid, type Card } from '../../../components/site/card-grid';
import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { mailHref } from '../../../config/site';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './services.css';

const categories: readonly Card[] = [
  {
    icon: 'beam',
    title: 'Main steel',
    body: 'Beams, columns, girders, braces, trusses and joists, by size, length and weight.',
  },
  {
    icon: 'stairs',
    title: 'Main miscellaneous steel',
    body: 'Stairs, landings, railings, ladders, platforms and canopies.',
  },
  {
    icon: 'bolt',
    title: 'Connection materials',
    body: 'Plates, angles, bolts, anchor rods, shear studs and weld lengths.',
  },
  {
    icon: 'ruler',
    title: 'Miscellaneous steel elements',
    body: 'Lintels, embeds, bollards, edge angles, frames and supports.',
  },
];

const deliverables = [
  'Itemized material take-off in Excel, ready for your estimating software',
  'Tonnage summary by member type and by area',
  'Bolt, stud and weld summaries',
  'Marked-up drawings showing every counted item',
];

export function SteelEstimationPage() {
  const site = useSite();
  usePageTitle('Steel Estimation and Take-off');
  return (
    <main id="main">
      <PageBanner header="Steel Estimation" subheader="and Take-off" image="/images/nav/resources.svg">
        <p>Accurate take-offs, fast, so you can bid more jobs with confidence.</p>
      </PageBanner>

      <PageSection title="Bid with numbers you can trust">
        <div className="prose">
          <p>
            A bid is only as good as its take-off. Our estimators count every member, plate and bolt from your
            contract drawings and specifications, then check the tonnage against the structure before it goes out,
            so your price covers the job and nothing is left for a change order.
          </p>
        </div>
      </PageSection>

      <PageSection title="What we take off" tone="tint">
        <CardGrid cards={categories} />
      </PageSection>

      <PageSection title="What you receive">
        <CheckList items={deliverables} />
        <div className="callout">
          <p>Have a bid due? Send us the drawings and your deadline.</p>
          <a className="button button--primary" href={mailHref(site.emails.sales, 'Take-off request')}>
            <Icon name="mail" size={18} />
            Get an estimate
          </a>
        </div>
      </PageSection>

      <EstimatePromo service="steel-estimation-and-take-off" heading="Need a take-off for your next bid?" />
    </main>
  );
}
