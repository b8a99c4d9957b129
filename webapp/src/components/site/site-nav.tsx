import type { MouseEvent } from 'react';
import { useT } from '../../lib/i18n/locale';
import { useNavigation } from '../../lib/navigation';
import { NavMenuItem } from './nav-menu-item';
import * as m from './site-messages';
import { SocialLinks } from './social-links';
import './site-nav.css';

type Props = {
  id: string;
  // The mobile menu's state; above the breakpoint the navigation is always shown.
  open: boolean;
  onNavigate: () => void;
};

export function SiteNav({ id, open, onNavigate }: Props) {
  const t = useT();
  const navigation = useNavigation();
  // One listener for every link: choosing any of them closes the mobile menu.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as Element).closest('a')) onNavigate();
  };
  return (
    <nav id={id} className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t(m.mainNav)} onClick={onClick}>
      <ul className="site-nav__list">
        {navigation.map((item) => (
          <NavMenuItem key={item.path} item={item} />
        ))}
      </ul>
      {/* On phones the header's top bar has no room for these. */}
      <SocialLinks className="site-nav__social" />
    </nav>
  );
}
