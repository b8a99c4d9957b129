import type { CardsBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { CardGrid, type Card } from '../site/card-grid';
import { isIconName } from '../site/icon';
import { useCompanyText } from './content-text';

export function CardsBlock({ block }: { block: CardsBlockJson }) {
  const text = useCompanyText();
  const cards: Card[] = (block.cards ?? []).map((card) => ({
    title: text(card.title),
    icon: isIconName(card.icon) ? card.icon : undefined,
    body: card.body ? text(card.body) : undefined,
    points: card.points?.length ? card.points.map(text) : undefined,
    to: card.link || undefined,
    featured: card.featured || undefined,
  }));
  if (cards.length === 0) return null;
  return <CardGrid cards={cards} className={block.variant} />;
}
