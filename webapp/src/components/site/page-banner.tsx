import type { ReactNode } from 'react';
import './page-banner.css';

type Props = {
  // Small line above the heading naming the page, when the heading is a slogan.
  eyebrow?: string;
  header: string;
  subheader?: string;
  image?: string;
  children?: ReactNode;
};

// The green banner that opens every public page, static or data-driven, with the page's
// only h1: header and subheader read as one heading ("Leadership Team", "Simplicity is
// the key to our success") though they are styled on two lines.
export function PageBanner({ eyebrow, header, subheader, image, children }: Props) {
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        <div className="page-banner__text">
          {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
          <h1 className="page-banner__title">
            {header}
            {subheader && (
              <>
                {' '}
                <span className="page-banner__subtitle">{subheader}</span>
              </>
            )}
          </h1>
          {children && <div className="page-banner__lead">{children}</div>}
        </div>
        {image && (
          <img className="page-banner__image" src={image} alt="" width={600} height={900} loading="lazy" decoding="async" />
        )}
      </div>
    </div>
  );
}
