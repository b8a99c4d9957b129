import './check-list.css';

type Props = {
  items: readonly string[];
  // Flows into several columns when there is room.
  columns?: boolean;
  className?: string;
};

export function CheckList({ items, columns = false, className }: Props) {
  return (
    <ul className={`check-list${columns ? ' check-list--columns' : ''} ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
