import type { CSSProperties } from 'react';
import { ExternalLink } from '../../../components/site/external-link';
import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { leaders } from '../../../config/leaders';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/site/fade-in.css';
import './firm.css';

export function LeadershipPage() {
  usePageTitle('Leadership Team');
  return (
    <main id="main">
      <PageBanner header="Leadership" subheader="Team" image="/images/nav/our-firm.svg">
        <p>The people who answer for every model, drawing and deadline we deliver.</p>
      </PageBanner>

      <PageSection title="Meet our leaders">
        <ul className="leaders">
          {leaders.map((leader, index) => (
            <li key={leader.name} className="leader fade-in" style={{ '--stagger': index } as CSSProperties}>
              <img
                className="leader__photo"
                src={leader.image}
                alt={`Portrait of ${leader.name}`}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <div>
                <h3 className="leader__name">{leader.name}</h3>
                <p className="leader__designation">{leader.designation}</p>
                <div className="leader__bio">
                  {leader.thoughts.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <ExternalLink href={leader.sociallink} className="button button--primary leader__profile">
                  View profile<span className="visually-hidden"> of {leader.name}</span>
                  <Icon name="external" size={16} />
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
    </main>
  );
}
