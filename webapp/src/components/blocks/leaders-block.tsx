import type { CSSProperties } from 'react';
import type { LeadersBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { ExternalLink } from '../site/external-link';
import { Icon } from '../site/icon';
import '../site/fade-in.css';

export function LeadersBlock({ block }: { block: LeadersBlockJson }) {
  const leaders = block.leaders ?? [];
  if (leaders.length === 0) return null;
  return (
    <ul className="leaders">
      {leaders.map((leader, index) => (
        <li key={index} className="leader fade-in" style={{ '--stagger': index } as CSSProperties}>
          {leader.image && (
            <img
              className="leader__photo"
              src={leader.image}
              alt={`Portrait of ${leader.name ?? ''}`}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          )}
          <div>
            <h3 className="leader__name">{leader.name}</h3>
            {leader.designation && <p className="leader__designation">{leader.designation}</p>}
            <div className="leader__bio">
              {(leader.paragraphs ?? []).map((paragraph, at) => (
                <p key={at}>{paragraph}</p>
              ))}
            </div>
            {leader.profileUrl && (
              <ExternalLink href={leader.profileUrl} className="button button--primary leader__profile">
                View profile<span className="visually-hidden"> of {leader.name}</span>
                <Icon name="external" size={16} />
              </ExternalLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
