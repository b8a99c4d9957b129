import { Link } from 'react-router';
import { mailHref, telHref } from '../../config/site';
import { useT } from '../../lib/i18n/locale';
import { useSite } from '../../lib/site-settings';
import { Logo } from './logo';
import * as m from './site-messages';
import { SocialLinks } from './social-links';
import './site-footer.css';

const companyLinks = [
  { name: m.ourFirm, to: '/our-firm' },
  { name: m.leadership, to: '/our-firm/leadership-teams' },
  { name: m.businessModel, to: '/our-firm/business-model' },
  { name: m.gallery, to: '/our-firm/gallery' },
  { name: m.career, to: '/career' },
];

const workLinks = [
  { name: m.services, to: '/services' },
  { name: m.portfolio, to: '/our-work/project-portfolio' },
  { name: m.caseStudies, to: '/resources/case-studies' },
  { name: m.blog, to: '/resources/wbt-blog' },
  { name: m.portal, to: '/portal' },
  { name: m.privacy, to: '/privacy' },
];

type Props = {
  // The back office keeps only the copyright line.
  compact?: boolean;
};

export function SiteFooter({ compact = false }: Props) {
  const t = useT();
  const site = useSite();
  const legal = (
    <p className="site-footer__legal">
      {t(m.copyright, { year: site.copyrightYear, company: site.company })}
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
        <nav className="site-footer__links" aria-label={t(m.footerNav)}>
          <div>
            <h2 className="site-footer__heading">{t(m.company)}</h2>
            <ul>
              {companyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.name)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">{t(m.ourWork)}</h2>
            <ul>
              {workLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.name)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{t(m.connect)}</h2>
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
            <Link to="/connect">{t(m.sendMessage)}</Link>
            {t(m.replyTime)}
          </p>
        </div>
      </div>
      {legal}
    </footer>
  );
}
