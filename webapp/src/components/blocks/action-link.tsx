import { Link } from 'react-router';
import type { ActionJson } from '../../gen/gusset/site/v1/page_content_pb';
import { ExternalLink } from '../site/external-link';
import { Icon } from '../site/icon';
import { isExternal, useActionHref } from './content-text';

type Props = { action: ActionJson; className?: string };

// ActionLink draws an Action as a button: a path on this site as a client-side link, a
// full address in a new tab, mail and phone links as plain links.
export function ActionLink({ action, className = '' }: Props) {
  const resolve = useActionHref();
  const href = resolve(action.href);
  if (!action.label || !href) return null;
  const classes = `button${action.primary ? ' button--primary' : ''} ${className}`.trim();
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={classes}>
        {action.label}
      </Link>
    );
  }
  if (isExternal(href)) {
    return (
      <ExternalLink href={href} className={classes}>
        {action.label} <Icon name="external" size={16} />
      </ExternalLink>
    );
  }
  return (
    <a href={href} className={classes}>
      {href.startsWith('mailto:') && <Icon name="mail" size={18} />}
      {action.label}
    </a>
  );
}
