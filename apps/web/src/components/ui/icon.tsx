import type { ReactNode } from 'react';

/**
 * The site's line icons, drawn on a 24px grid with the current text colour. Kept in one map so the
 * whole set shares stroke weight and style, and no icon font or image request is needed.
 */
const PATHS = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  fire: (
    <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.8 2.2-5 .2 1.8 1 2.8 2.3 3.3C11 8.5 11.3 5.6 12 3z" />
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
  ),
  slots: (
    <>
      <rect x="3" y="5" width="14.5" height="15" rx="2.5" />
      <path d="M6.5 9.5h1.6M9.5 9.5h1.6M12.5 9.5h1.6M6 14h8.5M20.5 8.5V14h-3" />
      <circle cx="20.5" cy="6.5" r="1.5" />
    </>
  ),
  chip: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  fish: (
    <>
      <path d="M2.5 12c3-5 9.5-6.2 13.5-2l4.5-3.2v10.4L16 14c-4 4.2-10.5 3-13.5-2z" />
      <circle cx="8" cy="11" r="0.9" />
    </>
  ),
  cards: (
    <>
      <rect x="9.5" y="3" width="11" height="15" rx="2" />
      <path d="M9.5 6.2 5.2 7a2 2 0 0 0-1.6 2.3l1.9 10.3a2 2 0 0 0 2.3 1.6l6.2-1.1" />
      <path d="m15 7.8 1.6 2.2-1.6 2.2-1.6-2.2z" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 2.9-1.5 4.6h-5L8 10.4z" />
      <path d="M12 3v4.5M16 10.4l4.4-1.6M14.5 15l2.6 3.8M9.5 15l-2.6 3.8M8 10.4 3.6 8.8" />
    </>
  ),
  gamepad: (
    <>
      <path d="M7 7h10a4 4 0 0 1 4 4v3.7a2.5 2.5 0 0 1-4.5 1.5L15 14H9l-1.5 2.2A2.5 2.5 0 0 1 3 14.7V11a4 4 0 0 1 4-4z" />
      <path d="M8 9.8v3M6.5 11.3h3" />
      <circle cx="15.5" cy="10.5" r="0.6" />
      <circle cx="17.2" cy="12.3" r="0.6" />
    </>
  ),
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  feather: (
    <>
      <path d="M20 4C12 4 6 9 6 17v3" />
      <path d="M20 4c0 8-5 13-12 13M9.5 13.5l4.5-4.5" />
    </>
  ),
  bingo: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="m11 10.6 1.2-.8v4.4" />
    </>
  ),
  ticket: (
    <>
      <path d="M4 6h16v3.5a2.5 2.5 0 0 0 0 5V18H4v-3.5a2.5 2.5 0 0 0 0-5z" />
      <path d="M14.5 6.5v1.5M14.5 11.2v1.6M14.5 16v1.5" />
    </>
  ),
  balls: (
    <>
      <circle cx="7" cy="15.5" r="4" />
      <circle cx="17" cy="15.5" r="4" />
      <circle cx="12" cy="7.5" r="4" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.8-3.8-6-4-6-1.5S10 8 12 8zm0 0c1.8-3.8 6-4 6-1.5S14 8 12 8z" />
    </>
  ),
  crown: <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  android: (
    <>
      <path d="M5 10a7 7 0 0 1 14 0v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
      <path d="M7.5 4.5 9 6.8M16.5 4.5 15 6.8M5 12h14" />
      <circle cx="9.5" cy="9.3" r=".6" />
      <circle cx="14.5" cy="9.3" r=".6" />
    </>
  ),
  apple: (
    <>
      <path d="M12 7.5c-1.5-1-4.8-1.3-6.2 1.4-1.4 2.7-.3 7 1.7 9.6 1.1 1.4 2.2 2 3.2 1.5.8-.4 1.8-.4 2.6 0 1 .5 2.1-.1 3.2-1.5 1-1.3 1.6-2.6 2-3.8-2.6-1.1-2.9-4.9-.4-6.3-1.6-2.2-4.4-2-6.1-.9z" />
      <path d="M12 7.3c0-2 1.3-3.6 3.2-3.8" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M11 18.3h2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  send: <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />,
  chevronLeft: <path d="m15 5-7 7 7 7" />,
  chevronRight: <path d="m9 5 7 7-7 7" />,
  chevronDown: <path d="m5 9 7 7 7-7" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  login: <path d="M14 4h5v16h-5M10 8l4 4-4 4M14 12H3" />,
  refresh: <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />,
  cone: <path d="M9.5 4h5L19 20H5zM7.2 12.5h9.6M8.4 8h7.2M3 20h18" />,
  shieldOff: (
    <>
      <path d="m12 3 8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="m9.5 9.5 5 5M14.5 9.5l-5 5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  sparkles: (
    <path d="m12 3 1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  ),
  megaphone: <path d="M3 10v4h3l7 4V6l-7 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17h.01" />
    </>
  ),
  bag: <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" />,
  play: <path d="M8 5v14l11-7z" fill="currentColor" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  telegram: <path d="M21 4 3 11l6 2.2L18 7l-7 7.5V20l3.3-3.6L18 19z" />,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />,
  viber: (
    <>
      <path d="M12 3c5 0 8.5 2.5 8.5 8s-3.5 8-8.5 8c-1 0-2-.1-3-.4L5 21v-3.3C3.8 16.2 3.5 14 3.5 11 3.5 5.5 7 3 12 3z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2z" />
    </>
  ),
  whatsapp: (
    <>
      <path d="m4 20 1.3-4A8.5 8.5 0 1 1 8.5 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2z" />
    </>
  ),
  line: (
    <>
      <path d="M12 4c5 0 9 3 9 7 0 3.5-3.5 6.5-8 7l-3 2.5V18c-4-.8-7-3.6-7-7 0-4 4-7 9-7z" />
      <path d="M8 9v4h2M12 9v4M14.5 13V9l2.5 4V9" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3.5 21.5 20h-19z" />
      <path d="M12 10v4.5M12 17.5h.01" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M4 4l16 16M10 6c.6-.3 1.3-.5 2-.5 6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.7 3.4M6.6 7.6A15 15 0 0 0 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.3-1.1" />
      <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
    </>
  ),
  upload: <path d="M12 16V5M7 9.5 12 4.5l5 5M5 20h14" />,
  camera: (
    <>
      <path d="M3 8h4l2-2.5h6L17 8h4v11H3z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  idCard: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16c.5-1.5 1.6-2.3 3-2.3s2.5.8 3 2.3M14 10h4.5M14 13.5h3" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7h15a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 19 20H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12v3" />
      <path d="M16.5 13.5h.01" />
    </>
  ),
  deposit: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v9M8 12.5l4 4 4-4" />
    </>
  ),
  withdraw: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16.5v-9M8 11.5l4-4 4 4" />
    </>
  ),
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  percent: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18" />
    </>
  ),
  logout: <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H8" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  shieldCheck: (
    <>
      <path d="m12 3 8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>
  ),
  selfie: (
    <>
      <circle cx="12" cy="9" r="3.5" />
      <path d="M6 20a6 6 0 0 1 12 0M3 7V4h3M18 4h3v3M3 17v3h3M21 17v3h-3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

/** Icons that point along the line of reading: mirrored when the page runs right to left. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight', 'login', 'logout']);

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={DIRECTIONAL.has(name) ? `${className} rtl:-scale-x-100` : className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
