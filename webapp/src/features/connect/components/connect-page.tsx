import { Icon } from '../../../components/site/icon';
import { PageView } from '../../../components/blocks/page-view';
import { mailHref, telHref, type Address } from '../../../config/site';
import { prefetchPage, usePageContent } from '../../../lib/page-content';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactForm } from './contact-form';
import './connect.css';

const path = '/connect';

// The banner and any blocks are the page's content; the contact details are the site
// settings, the form is code.
export const prefetch = prefetchPage(path);

export function ConnectPage() {
  const site = useSite();
  const content = usePageContent(path).data?.content;
  usePageTitle(content?.seo?.title || 'Connect');
  return (
    <main id="main">
      {content && <PageView content={content} />}
      <div className="page connect">
        <section className="connect__details" aria-labelledby="connect-details">
          <h2 id="connect-details">Contact details</h2>

          <h3 className="connect__label">
            <Icon name="phone" size={20} /> Call us (USA)
          </h3>
          <ul className="connect__list">
            {site.phones.map((phone, at) => (
              <li key={at}>
                <a href={telHref(phone)}>{phone.display}</a>
              </li>
            ))}
          </ul>

          <h3 className="connect__label">
            <Icon name="mail" size={20} /> Write to us
          </h3>
          <ul className="connect__list">
            <li>
              Sales: <a href={mailHref(site.emails.sales)}>{site.emails.sales}</a>
            </li>
            <li>
              Careers and HR: <a href={mailHref(site.emails.hr)}>{site.emails.hr}</a>
            </li>
          </ul>

          <h3 className="connect__label">
            <Icon name="pin" size={20} /> Visit us
          </h3>
          <div className="connect__addresses">
            {site.addresses.map((address, at) => (
              <PostalAddress key={at} address={address} />
            ))}
          </div>
        </section>

        <ContactForm />
      </div>
    </main>
  );
}

function PostalAddress({ address }: { address: Address }) {
  return (
    <address className="connect__address">
      <strong>{address.label}</strong>
      {address.lines.map((line, at) => (
        <span key={at}>{line}</span>
      ))}
    </address>
  );
}
