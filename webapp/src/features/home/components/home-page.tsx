import { lazy, Suspense } from 'react';
import { Icon } from '../../../components/site/icon';
import { ActionLink } from '../../../components/blocks/action-link';
import { telHref } from '../../../config/site';
import { useNavigation } from '../../../lib/navigation';
import { prefetchPage, usePageContent } from '../../../lib/page-content';
import { useSite } from '../../../lib/site-settings';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeTile } from './home-tile';
import { useSidewaysWheel } from './use-sideways-wheel';
import './home-page.css';

// The announcement's code (its query, the Connect runtime, the dialog) loads after the
// page's own, in its own chunk: the home page's first load does not carry it.
const AnnouncementPopup = lazy(() => import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })));

// The intro's words are the home page's content (its banner's eyebrow, paragraphs and
// action; the heading is the firm's name), the tiles the menu's top-level entries.
export const prefetch = prefetchPage('/');

export function HomePage() {
  const site = useSite();
  const navigation = useNavigation();
  const intro = usePageContent('/').data?.content.banner;
  usePageTitle('Home');
  const rowRef = useSidewaysWheel();
  // Browser only: the server's HTML has no announcement and no pending boundary for it.
  const hydrated = useHydrated();

  return (
    <main id="main" className="home">
      <div className="home__row" ref={rowRef}>
        <section className="home-intro" aria-labelledby="home-title">
          {intro?.eyebrow && <p className="home-intro__eyebrow">{intro.eyebrow}</p>}
          <h1 id="home-title" className="home-intro__title">
            {site.company}
          </h1>
          <p className="home-intro__lead">{site.tagline}</p>
          {intro?.paragraphs?.map((paragraph, at) => (
            <p key={at} className="home-intro__text">
              {paragraph}
            </p>
          ))}
          <div className="home-intro__actions">
            {intro?.action && <ActionLink action={intro.action} />}
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
            <HomeTile key={item.path} item={item} />
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
