import { Icon } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import { mailHref, telHref, type Address } from '../../../config/site';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactForm } from './contact-form';
import './connect.css';

export function ConnectPage() {
  const site = useSite();
  usePageTitle('Connect');
  return (
    <main id="main">
      <PageBanner eyebrow="Connect" header="Let's talk about your project">
        <p>Call, write or send us a message: a detailing lead will get back to you in 24 hours or less.</p>
      </PageBanner>
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
