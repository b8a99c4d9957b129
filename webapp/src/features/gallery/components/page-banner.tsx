import type { ReactNode } from 'react';
import './page-banner.css';

type Props = { title: string; eyebrow: string; children?: ReactNode };

// The green banner that opens the public data pages (galleries, portfolio, blog, careers,
// connect). The eyebrow names the site section.
export function PageBanner({ title, eyebrow, children }: Props) {
  return (
    <header className="page-banner">
      <div className="page-banner__inner">
        <p className="page-banner__eyebrow">{eyebrow}</p>
        <h1 className="page-banner__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}
