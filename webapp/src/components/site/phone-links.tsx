import { telHref } from '../../config/site';
import { useSite } from '../../lib/site-settings';
import { Icon } from './icon';

type Props = { className?: string };

// Tap-to-call: on a phone the number dials, on a desktop it opens the calling app.
export function PhoneLinks({ className }: Props) {
  const site = useSite();
  return (
    <ul className={className}>
      {site.phones.map((phone, at) => (
        <li key={at}>
          <a href={telHref(phone)}>
            <Icon name="phone" size={16} />
            <span className="visually-hidden">Call {phone.label}: </span>
            {phone.display}
          </a>
        </li>
      ))}
    </ul>
  );
}
