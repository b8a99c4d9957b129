import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { mailHref } from '../../../config/site';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';

// The privacy page: what the site's own analytics collects, why and for how long
// (docs/analytics.md says the same for the people who run the site; keep them alike).
export function PrivacyPage() {
  const site = useSite();
  usePageTitle('Privacy');
  return (
    <main id="main">
      <PageBanner header="Privacy" subheader="What this site counts, and what it does not">
        <p>No cookies, no tracking across days, and nothing sent to anyone else.</p>
      </PageBanner>

      <PageSection title="What we count and why">
        <p>
          To learn which pages help fabricators and job seekers, and where our visitors come from, this site counts its
          visits itself. No analytics company is involved and nothing leaves our server. For each page you view we
          store:
        </p>
        <ul>
          <li>the time and the page’s address, without its query string except the campaign tags utm_source,
            utm_medium and utm_campaign that a link may carry;</li>
          <li>the name of the site that linked to us (only its host name, such as linkedin.com), if any;</li>
          <li>the kind of device (desktop, mobile, tablet) and the browser family (such as Firefox), read from your
            browser’s user agent, which itself is not stored;</li>
          <li>a visitor key (see below).</li>
        </ul>
        <p>
          When you send an estimate request, a job application or a message, confirm a newsletter subscription or
          download a portfolio PDF, our server notes that this happened, with the same visitor key, so we can tell
          which pages and which links lead to it. What you wrote in a form is kept with the form, not with these counts.
        </p>
      </PageSection>

      <PageSection title="How visitors are counted without identifying them" tone="tint">
        <p>
          We set no cookie and store nothing in your browser. To count each visitor once a day, the server combines a
          random value that changes every day, this site’s name, your network address shortened to its network
          (the last part of it is dropped) and your browser’s user agent, and keeps only a scrambled number made from
          them. Neither your address nor your user agent is stored. The daily random value is deleted when the day is
          over (at the latest within 48 hours), after which nobody, including us, can link that day’s visits to you or
          to another day’s visits.
        </p>
        <p>
          If your browser sends the Global Privacy Control signal, we count nothing about your visit. Known search
          engines and other robots are not counted either.
        </p>
      </PageSection>

      <PageSection title="How long we keep it">
        <p>
          The individual page views and events are deleted after 30 days. What stays are daily totals (for example,
          120 visitors read the services page on a given day), which say nothing about any one visitor.
        </p>
        <p>
          Questions about this page: write to <a href={mailHref(site.emails.sales)}>{site.emails.sales}</a>.
        </p>
      </PageSection>
    </main>
  );
}
