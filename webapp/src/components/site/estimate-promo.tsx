import { useId } from 'react';
import { Link } from 'react-router';
import { mailHref } from '../../config/site';
import { useSite } from '../../lib/site-settings';
import { Icon } from './icon';
import './estimate-promo.css';

export const estimatePromises = [
  'Free assessment',
  'Integrated project management',
  'Schedule optimization insights',
  'Weekly/quarterly progress assessments',
] as const;

type Props = {
  heading?: string;
  text?: string;
  // A service page's slug: the online request opens with that service chosen.
  service?: string;
};

// estimateHref is the online request form, with a service chosen when given.
export function estimateHref(service?: string): string {
  return service ? `/estimate?service=${encodeURIComponent(service)}` : '/estimate';
}

// The free-estimate offer shared by the firm and service pages: the spec's button opens
// the online request (it takes the drawings too, and a service page's service comes
// chosen); beside it, the sales address for those who would rather write.
export function EstimatePromo({
  heading = 'Have a large project in mind?',
  text = 'Send us your drawings and specifications. We will study the scope and come back with a free estimate, a schedule and the team that would deliver it.',
  service,
}: Props) {
  const site = useSite();
  const headingId = useId();
  return (
    <section className="estimate-promo" aria-labelledby={headingId}>
      <div className="estimate-promo__inner">
        <div className="estimate-promo__pitch">
          <h2 id={headingId}>{heading}</h2>
          <p>{text}</p>
          <Link className="button estimate-promo__button" to={estimateHref(service)}>
            <Icon name="check" size={18} />
            Get Estimate
          </Link>
          <p className="estimate-promo__mail">
            or e-mail us at <a href={mailHref(site.emails.sales, 'Estimate request')}>{site.emails.sales}</a>
          </p>
        </div>
        <ul className="estimate-promo__promises" aria-label="What you get">
          {estimatePromises.map((promise) => (
            <li key={promise}>
              <Icon name="check" size={18} />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
