import { useSite } from '../../lib/site-settings';
import { ExternalLink } from './external-link';
import { Icon } from './icon';
import './social-links.css';

type Props = { className?: string };

export function SocialLinks({ className }: Props) {
  const site = useSite();
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label="Follow us">
      {site.social.map((link, at) => (
        <li key={at}>
          <ExternalLink href={link.href} className="social-links__link" label={link.label}>
            <Icon name={link.network} size={20} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
