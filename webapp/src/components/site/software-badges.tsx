import { useSite } from '../../lib/site-settings';

type Props = { className?: string };

export function SoftwareBadges({ className }: Props) {
  const site = useSite();
  return (
    <ul className={className} aria-label="Detailing software we work in">
      {site.software.map((tool, at) => (
        <li key={at}>
          <img src={tool.image} alt={tool.name} width={120} height={30} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
