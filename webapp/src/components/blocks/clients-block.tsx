import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClientLogoJson, ClientsBlockJson, CredentialJson, TestimonialJson } from '../../gen/gusset/site/v1/page_content_pb';
import { useT } from '../../lib/i18n/locale';
import { ExternalLink } from '../site/external-link';
import * as m from './clients-messages';
import { ContentImage } from './content-image';
import { isExternal } from './content-text';

// DemoTag marks sample content (the demo's), so no visitor takes it for a real client.
function DemoTag({ demo }: { demo?: boolean }) {
  const t = useT();
  return demo ? <span className="demo-tag">{t(m.demo)}</span> : null;
}

function LogoLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return children;
  if (isExternal(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return <Link to={href}>{children}</Link>;
}

function Logo({ logo }: { logo: ClientLogoJson }) {
  return (
    <li className="client-logo">
      <LogoLink href={logo.link}>
        {logo.image && <ContentImage src={logo.image} alt={logo.alt} width={logo.width} height={logo.height} />}
      </LogoLink>
      <DemoTag demo={logo.demo} />
    </li>
  );
}

function Quote({ quote }: { quote: TestimonialJson }) {
  const source = [quote.role, quote.company].filter(Boolean).join(', ');
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.name}</strong>
        {source && <span>{source}</span>}
        <DemoTag demo={quote.demo} />
      </figcaption>
    </figure>
  );
}

function Credential({ credential: c }: { credential: CredentialJson }) {
  const t = useT();
  return (
    <li className="credential">
      {c.badge && <ContentImage src={c.badge} alt={c.badgeAlt} width={c.badgeWidth} height={c.badgeHeight} />}
      <div>
        <strong>{c.name}</strong>
        {c.issuer && <span>{c.issuer}</span>}
        {c.number && <span>{t(m.number, { number: c.number })}</span>}
        <DemoTag demo={c.demo} />
      </div>
    </li>
  );
}

// ClientsBlock shows a firm that has proven itself: a list of its clients' logos (each
// named by its alt text), testimonials as quotations with their source, and its
// memberships and certifications.
export function ClientsBlock({ block }: { block: ClientsBlockJson }) {
  const t = useT();
  const { logos = [], testimonials = [], credentials = [] } = block;
  return (
    <div className="clients">
      {logos.length > 0 && (
        <ul className="client-logos" aria-label={t(m.logos)}>
          {logos.map((logo, at) => (
            <Logo key={at} logo={logo} />
          ))}
        </ul>
      )}
      {testimonials.length > 0 && (
        <div className="testimonials">
          {testimonials.map((quote, at) => (
            <Quote key={at} quote={quote} />
          ))}
        </div>
      )}
      {credentials.length > 0 && (
        <ul className="credentials" aria-label={t(m.credentials)}>
          {credentials.map((credential, at) => (
            <Credential key={at} credential={credential} />
          ))}
        </ul>
      )}
    </div>
  );
}
