import { Outlet } from 'react-router';
import { CheckList } from '../../../components/site/check-list';
import { EstimatePromo } from '../../../components/site/estimate-promo';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import './services.css';

const capabilities = [
  'Egress stairs',
  'Ship ladder',
  'Industrial access stairs',
  'Safety gates',
  'Platform guardrails',
  'Bollards',
  'Grating / checkered plate',
  'Dumpster gate',
  'Ladders',
  'Embeds',
];

const options = [
  { title: 'Railing patterns', items: ['Picket', 'Inline rail', 'Mesh'] },
  { title: 'Stringer material', items: ['Channel', 'Plate', 'Built-up tube', 'Rolled tube'] },
  { title: 'Treads', items: ['Concrete pan', 'Checkered plate', 'Tuff tread', 'Tuff coat'] },
  { title: 'Codes', items: ['AISC', 'IBC', 'UBC', 'OSHA', 'BOCA'] },
];

export function MiscellaneousSteelDetailingPage() {
  usePageTitle('Miscellaneous Steel Detailing');
  return (
    <main id="main">
      <PageBanner header="Miscellaneous" subheader="Steel Detailing" image="/images/nav/career.svg">
        <p>Stairs, rails, ladders and every other piece that makes a steel building usable.</p>
      </PageBanner>

      <PageSection title="Every piece beyond the main frame">
        <div className="prose">
          <p>
            Miscellaneous metals are small pieces with a big share of the field problems: a stair that misses its
            landing or a rail that fails inspection costs more than the steel it is made of. We detail them with the
            same care as the main frame, coordinated with the architectural drawings and checked against the codes
            that govern them.
          </p>
        </div>
      </PageSection>

      <EstimatePromo service="miscellaneous-steel-detailing" heading="Get a free estimate for your miscellaneous steel" />

      <PageSection title="What we detail" tone="tint">
        <CheckList items={capabilities} columns />
      </PageSection>

      <PageSection title="Options we work with" intro={<p>Tell us your preference, or we follow the contract drawings.</p>}>
        <div className="option-columns">
          {options.map((option) => (
            <div key={option.title} className="option-column">
              <h3>{option.title}</h3>
              <ul>
                {option.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>

      {/* The newsletter sign-up, placed here by the route (src/app/routes.tsx). */}
      <Outlet />
    </main>
  );
}
