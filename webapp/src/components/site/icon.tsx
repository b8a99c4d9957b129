// Line icons drawn for this site on a 24-unit grid, so no icon font or external sprite is
// fetched (the CSP allows only the app's own origin).
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M6 9l6 6 6-6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  phone:
    'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  // Social networks: generic glyphs, not the networks' trademarked logos.
  photos: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  business: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  social: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14.5 14.2A6 6 0 0 1 22 20',
  process: 'M4 6h6v5H4zM14 13h6v5h-6zM10 8.5h4a2 2 0 0 1 2 2V13M7 11v2a2 2 0 0 0 2 2h5',
  technology: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  award: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 12.5L7 21l5-3 5 3-1.5-8.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  message: 'M4 5h16v11H9l-5 4z',
  upload: 'M12 15V4M7 9l5-5 5 5M4 15v5h16v-5',
  beam: 'M5 4h14M5 20h14M12 4v16M5 4v2M19 4v2M5 20v-2M19 20v-2',
  stairs: 'M3 20h5v-4h4v-4h4V8h5M3 20V9',
  bolt: 'M12 3l7 4v10l-7 4-7-4V7zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  building: 'M5 21V5l7-2v18M12 9l7 2v10M3 21h18M8 8h1M8 12h1M8 16h1M15 13h1M15 17h1',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  calculator: 'M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9z',
  drawing: 'M4 4h16v16H4zM4 16h16M14 16v4M8 8h8M8 12h5',
  rebar: 'M4 7c4-3 12 3 16 0M4 12c4-3 12 3 16 0M4 17c4-3 12 3 16 0',
  frame: 'M4 21V9l8-6 8 6v12M4 9h16M8 21v-8h8v8',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h8',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M17 11a3 3 0 0 0 0-6M22 21c0-3-1.8-5.5-4.5-6.5',
  check: 'M5 12l5 5L20 7',
} as const;

export type IconName = keyof typeof paths;

type Props = { name: IconName; size?: number; className?: string };

// Decorative: the text next to an icon carries the meaning, so icons are hidden from
// assistive technology.
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

// isIconName tells a name of this set from any other text (an icon named in page content).
export function isIconName(name: string | undefined): name is IconName {
  return !!name && Object.hasOwn(paths, name);
}
