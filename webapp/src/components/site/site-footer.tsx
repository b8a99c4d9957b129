import { Link } from 'react-router';
import { mailHref, telHref } from '../../config/site';
import { useSite } from '../../lib/site-settings';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import './site-footer.css';

const companyLinks = [
  { name: 'Our Firm', to: '/our-firm' },
  { name: 'Leadership Team', to: '/our-firm/leadership-teams' },
  { name: 'Business Model', to: '/our-firm/business-model' },
  { name: 'Gallery', to: '/our-firm/gallery' },
  { name: 'Career', to: '/career' },
];

const workLinks = [
  { name: 'Services', to: '/services' },
  { name: 'Project Portfolio', to: '/our-work/project-portfolio' },
  { name: 'Case Studies', to: '/resources/case-studies' },
  { name: 'Blog', to: '/resources/wbt-blog' },
  { name: 'Project Portal', to: '/portal' },
  { name: 'Privacy', to: '/privacy' },
];

type Props = {
  // The back office keeps only the copyright line.
  compact?: boolean;
};

export function SiteFooter({ compact = false }: Props) {
  const site = useSite();
  const legal = (
    <p className="site-footer__legal">
      Copyright © {site.copyrightYear} by {site.company} Pvt. Ltd. All rights reserved.
    </p>
  );
  if (compact) return <footer className="site-footer site-footer--compact">{legal}</footer>;

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p>{site.tagline}</p>
          <SocialLinks className="site-footer__social" />
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <div>
            <h2 className="site-footer__heading">Company</h2>
            <ul>
              {companyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">Our work</h2>
            <ul>
              {workLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Connect</h2>
          <ul>
            {site.phones.map((phone, at) => (
              <li key={at}>
                <a href={telHref(phone)}>{phone.display}</a>
              </li>
            ))}
            <li>
              <a href={mailHref(site.emails.sales)}>{site.emails.sales}</a>
            </li>
          </ul>
          <p>
            <Link to="/connect">Send us a message</Link>: we reply within 24 hours or less.
          </p>
        </div>
      </div>
      {legal}
    </footer>
  );
}
