// Line icons for the toolbar, drawn inline: the server's CSP allows no icon font host, and
// a handful of paths is smaller than an icon set. Each is decorative: the button carries
// the name.
const paths = {
  alignLeft: 'M3 5h18M3 10h12M3 15h18M3 20h12',
  alignCenter: 'M3 5h18M6 10h12M3 15h18M6 20h12',
  alignRight: 'M3 5h18M9 10h12M3 15h18M9 20h12',
  alignJustify: 'M3 5h18M3 10h18M3 15h18M3 20h18',
  bulletList: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
  numberedList: 'M10 6h11M10 12h11M10 18h11M4 4v4M3 18h3l-3 3h3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
  clear: 'M6 5h12M12 5l-3 14M15 15l5 5M20 15l-5 5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="rte__icon">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
