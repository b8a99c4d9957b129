import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/locale';
import { Icon } from './icon';
import { Logo } from './logo';
import { PhoneLinks } from './phone-links';
import * as m from './site-messages';
import { SiteNav } from './site-nav';
import { SocialLinks } from './social-links';
import { SoftwareBadges } from './software-badges';
import './site-header.css';

const navId = 'site-nav';

export function SiteHeader() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t(m.skipLink)}
      </a>
      <div className="site-header__top">
        <div className="site-header__bar">
          <SoftwareBadges className="site-header__software" />
          <div className="site-header__reach">
            <PhoneLinks className="site-header__contact" />
            <SocialLinks className="site-header__social" />
          </div>
        </div>
      </div>
      <div className="site-header__main">
        <div className="site-header__bar">
          <Logo />
          <Link className="button button--primary site-header__cta" to="/estimate">
            {t(m.requestEstimate)}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t(m.menu)}</span>
          </button>
          <SiteNav id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        </div>
      </div>
    </header>
  );
}
