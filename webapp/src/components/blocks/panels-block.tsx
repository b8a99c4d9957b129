import type { PanelsBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { Icon, isIconName } from '../site/icon';
import { useCompanyText } from './content-text';

// Side-by-side panels with an icon: the Vision and Mission panels, or with the "perks"
// variant the careers page's smaller cards.
export function PanelsBlock({ block }: { block: PanelsBlockJson }) {
  const text = useCompanyText();
  const panels = block.panels ?? [];
  if (panels.length === 0) return null;
  const perks = block.variant === 'perks';
  return (
    <ul className={perks ? 'perk-list' : 'vision-mission'}>
      {panels.map((panel, at) => (
        <li key={at} className={perks ? 'perk' : 'vision-mission__panel'}>
          {isIconName(panel.icon) && (
            <span className={perks ? 'perk__icon' : 'vision-mission__icon'}>
              <Icon name={panel.icon} size={28} />
            </span>
          )}
          <h3>{text(panel.title)}</h3>
          <p>{text(panel.text)}</p>
        </li>
      ))}
    </ul>
  );
}
