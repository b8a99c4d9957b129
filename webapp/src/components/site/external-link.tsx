import type { ReactNode } from 'react';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  // For icon-only links: the visible content is then hidden from assistive technology.
  label?: string;
};

// Opens in a new tab without giving the opened page a handle on this one (noopener), and
// says so to screen-reader users, who would otherwise lose their place silently.
export function ExternalLink({ href, children, className, label }: Props) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
      {!label && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
