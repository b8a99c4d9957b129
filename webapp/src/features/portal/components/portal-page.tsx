import { ExternalLink } from '../../../components/site/external-link';
import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { PortalFeatures } from '../../../components/site/portal-features';
import { mailHref } from '../../../config/site';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './portal-page.css';

export function PortalPage() {
  const site = useSite();
  usePageTitle('Project Portal');
  return (
    <main id="main">
      <PageBanner header="Project Portal" subheader="Project management further simplified" image="/images/nav/portal.svg">
        <p>Every project you have with us, live, in one place.</p>
        <p className="portal-banner__action">
          <ExternalLink href={site.portalUrl} className="button portal-banner__button">
            Open the project portal <Icon name="external" size={16} />
          </ExternalLink>
        </p>
      </PageBanner>

      <PageSection
        title="Your projects at a glance"
        intro={
          <>
            <p>
              Our project management portal is where you and our teams work together. Clients get their own secure
              account, with access to every project they have with us, from the first bid to the final revision.
            </p>
            <p>
              There is nothing to install: the portal runs in your browser. Ask your project manager for an account,
              or write to <a href={mailHref(site.emails.sales)}>{site.emails.sales}</a>.
            </p>
          </>
        }
      >
        <PortalFeatures />
      </PageSection>
    </main>
  );
}
