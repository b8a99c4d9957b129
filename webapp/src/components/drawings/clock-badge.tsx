import './drawings.css';

// ClockBadge shows a clock's words (lib/drawing-words.ts), marked when overdue.
export function ClockBadge({ words, overdue }: { words: string; overdue: boolean }) {
  if (!words) return null;
  return <span className={overdue ? 'drawings__badge drawings__badge--overdue' : 'drawings__badge'}>{words}</span>;
}
