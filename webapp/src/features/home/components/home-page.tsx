import { lazy, Suspense } from 'react';
import { Icon } from '../../../components/site/icon';
import { mailHref, navigation, telHref } from '../../../config/site';
import { useSite } from '../../../lib/site-settings';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeTile } from './home-tile';
import { useSidewaysWheel } from './use-sideways-wheel';
import './home-page.css';

// The announcement's code (its query, the Connect runtime, the dialog) loads after the
// page's own, in its own chunk: the home page's first load does not carry it.
const AnnouncementPopup = lazy(() => import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })));

// One line under each tile's title, keyed by the tile's path; a tile without one shows
// only its sub-pages.
const blurbs: Record<string, string> = {
  '/our-firm': 'Two decades of steel detailing and one point of contact for every project.',
  '/services': 'Detailing, estimation, connection design, PEMB, rebar and BIM services.',
  '/our-work': 'Models, drawings and take-offs we have delivered for fabricators.',
  '/resources': 'Articles and case studies from our detailing teams.',
  '/portal': 'Follow every project, deadline and file online, in one place.',
  '/career': 'Build your career in structural steel detailing with us.',
  '/connect': 'Tell us about your project: we reply within 24 hours or less.',
};

export function HomePage() {
  const site = useSite();
  usePageTitle('Home');
  const rowRef = useSidewaysWheel();
  // Browser only: the server's HTML has no announcement and no pending boundary for it.
  const hydrated = useHydrated();

  return (
    <main id="main" className="home">
      <div className="home__row" ref={rowRef}>
        <section className="home-intro" aria-labelledby="home-title">
          <p className="home-intro__eyebrow">Structural steel detailing · USA · Canada</p>
          <h1 id="home-title" className="home-intro__title">
            {site.company}
          </h1>
          <p className="home-intro__lead">{site.tagline}</p>
          <p className="home-intro__text">
            Over two decades of experience, a hybrid on-site and offshore team, and a single point of contact from
            the first model to the last revision.
          </p>
          <div className="home-intro__actions">
            <a className="button button--primary" href={mailHref(site.emails.sales, 'Estimate request')}>
              Get a free estimate
            </a>
            {site.phones[0] && (
              <a className="home-intro__call" href={telHref(site.phones[0])}>
                <Icon name="phone" size={18} />
                {site.phones[0].display}
              </a>
            )}
          </div>
        </section>
        <ul className="home__tiles" aria-label="Explore">
          {navigation.map((item) => (
            <HomeTile key={item.path} item={item} blurb={blurbs[item.path] ?? ''} />
          ))}
        </ul>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </main>
  );
}
