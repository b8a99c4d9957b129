import { useId, type ReactNode } from 'react';
import './page-section.css';

type Props = {
  title: string;
  intro?: ReactNode;
  // A tinted band sets a section apart from its neighbours.
  tone?: 'plain' | 'tint';
  className?: string;
  children?: ReactNode;
};

export function PageSection({ title, intro, tone = 'plain', className, children }: Props) {
  const headingId = useId();
  return (
    <section className={`page-section page-section--${tone} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className="page-section__inner">
        <h2 id={headingId} className="page-section__title">
          {title}
        </h2>
        {intro && <div className="page-section__intro">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
