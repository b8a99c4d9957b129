import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { usePageTitle } from '../../../lib/use-page-title';
import { departmentGalleryPath } from './department';
import './gallery-landing.css';

type Card = { department: Department; title: string; text: string; picture: ReactNode };

const cards: Card[] = [
  {
    department: Department.STRUCTURAL,
    title: 'Structural Steel Detailing Project',
    text: 'Commercial, industrial and institutional steel structures modelled and detailed in Tekla Structures and SDS/2.',
    picture: (
      <svg viewBox="0 0 120 72" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M8 66h104M16 66V14M60 66V14M104 66V14M10 14h100M10 40h100M16 14l44 26M60 14l44 26M16 40l44 26M60 40l44 26" />
      </svg>
    ),
  },
  {
    department: Department.PEMB,
    title: 'PEMB Designing and Detailing Projects',
    text: 'Pre-engineered metal buildings: rigid frames, mezzanines, crane systems and hybrid PEMB with structural steel.',
    picture: (
      <svg viewBox="0 0 120 72" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M8 66h104M16 66V30L60 8l44 22v36M16 30h88M30 66V37M45 66V30M60 66V30M75 66V30M90 66V37M30 37l15-7M90 37l-15-7" />
      </svg>
    ),
  },
];

export function GalleryLandingPage() {
  usePageTitle('Gallery');
  return (
    <main id="main" className="gallery-landing">
      <PageBanner eyebrow="Our Firm" header="Gallery">
        <p>A selection of the steel structures our detailers have modelled, detailed and delivered for fabricators across the USA and Canada.</p>
      </PageBanner>
      <div className="page">
        <ul className="gallery-landing__cards">
          {cards.map((card, index) => (
            <li key={card.department} className="gallery-landing__item" style={{ '--stagger': index } as CSSProperties}>
              <Link to={departmentGalleryPath(card.department)} className="gallery-card">
                <div className="gallery-card__picture">{card.picture}</div>
                <div className="gallery-card__body">
                  <h2 className="gallery-card__title">{card.title}</h2>
                  <p className="gallery-card__text">{card.text}</p>
                  <span className="gallery-card__cue" aria-hidden="true">
                    View projects →
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
