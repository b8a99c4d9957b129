import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckList } from './check-list';
import { Icon, type IconName } from './icon';
import './card-grid.css';
import './fade-in.css';

export type Card = {
  title: string;
  icon?: IconName;
  body?: ReactNode;
  points?: readonly string[];
  // The whole card links here.
  to?: string;
  // Takes two columns: the flagship among its neighbours.
  featured?: boolean;
};

type Props = {
  cards: readonly Card[];
  // h3 under a section heading; h2 when the grid is the page's first level.
  headingLevel?: 2 | 3;
  className?: string;
};

// Rows of four or three when the cells divide evenly, so no card is left alone on a row.
function layout(count: number): string {
  if (count % 4 === 0) return 'card-grid--fours';
  if (count % 3 === 0) return 'card-grid--threes';
  if (count === 2) return 'card-grid--twos';
  return '';
}

// Cards fade in one after another (0.5 s, 0.1 s apart), unless the visitor asked for
// reduced motion.
export function CardGrid({ cards, headingLevel = 3, className }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`card-grid ${layout(cards.reduce((cells, card) => cells + (card.featured ? 2 : 1), 0))} ${className ?? ''}`}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          className={`card fade-in${card.to ? ' card--link' : ''}${card.featured ? ' card--featured' : ''}`}
          style={{ '--stagger': index } as CSSProperties}
        >
          {card.icon && (
            <span className="card__icon">
              <Icon name={card.icon} size={26} />
            </span>
          )}
          <Heading className="card__title">
            {card.to ? (
              <Link to={card.to} className="card__link">
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </Heading>
          {card.body && <div className="card__body">{card.body}</div>}
          {card.points && <CheckList items={card.points} className="card__points" />}
          {card.to && (
            <span className="card__more" aria-hidden="true">
              Learn more <Icon name="arrow" size={16} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
