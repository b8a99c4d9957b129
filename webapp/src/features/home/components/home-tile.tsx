import { Link } from 'react-router';
import type { NavItem } from '../../../config/site';

type Props = { item: NavItem };

// A full-height tile: the image dims on hover or keyboard focus and the sub-pages appear.
// The title's link covers the tile; the sub-page links sit above it.
export function HomeTile({ item }: Props) {
  return (
    <li className="home-tile">
      <img className="home-tile__image" src={item.image} alt="" width={600} height={900} loading="lazy" decoding="async" />
      <div className="home-tile__body">
        <h2 className="home-tile__title">
          <Link to={item.path} className="home-tile__link">
            {item.name}
          </Link>
        </h2>
        <p className="home-tile__blurb">{item.blurb}</p>
        {item.children.length > 0 && (
          <ul className="home-tile__children" aria-label={`${item.name} pages`}>
            {item.children.map((child) => (
              <li key={child.path}>
                <Link to={child.path}>{child.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
