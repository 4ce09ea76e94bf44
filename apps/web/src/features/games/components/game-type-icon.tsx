import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  slot: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M8 5v14M16 5v14M5.5 10.5h1.5l-1 3M11 10.5h2l-1.2 3M18.5 10.5h1.5l-1 3" />
    </>
  ),
  live_casino: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3M6 6l2.1 2.1M15.9 15.9 18 18M18 6l-2.1 2.1M8.1 15.9 6 18" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 3.5 2.5-1.3 4h-4.4l-1.3-4L12 7.5ZM12 3.5v4M15.5 10l4.2-1.6M14.2 14l2.6 3.8M9.8 14l-2.6 3.8M8.5 10 4.3 8.4" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8" cy="14" r="4.5" />
      <circle cx="16" cy="9" r="4.5" />
      <path d="M7 12.5h1.5V16M15 7.5h2l-1.5 3" />
    </>
  ),
  card_game: (
    <>
      <rect x="4" y="5" width="11" height="15" rx="2" transform="rotate(-8 9.5 12.5)" />
      <path d="M12 3.8 18.8 5a2 2 0 0 1 1.6 2.3l-2 11.5" />
      <path d="M9.5 10.5c-1.5 1.3-2.3 2-2.3 3a1.3 1.3 0 0 0 2.3.8 1.3 1.3 0 0 0 2.3-.8c0-1-.8-1.7-2.3-3Z" />
    </>
  ),
  virtual_sport: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M8 21h8M12 17v4M10 8.5v5l4-2.5-4-2.5Z" />
    </>
  ),
  cockfight: (
    <>
      <path d="M6 20c0-5 2-8 6-9-1-2-1-4 1-6 1 1.5 3 2 4 1.5 0 2-1 3-2 3.5 2 1 3 3 3 5.5 0 3-2.5 4.5-5 4.5H6Z" />
      <path d="M9 20v-3M13 20v-3" />
    </>
  ),
  esport: (
    <>
      <path d="M7 8h10a4 4 0 0 1 3.9 4.9l-.8 3.4a2.5 2.5 0 0 1-4.3 1.1L14 15.5h-4l-1.8 1.9a2.5 2.5 0 0 1-4.3-1.1l-.8-3.4A4 4 0 0 1 7 8Z" />
      <path d="M8 11v3M6.5 12.5h3M15.5 11.5h.01M17.5 13.5h.01" />
    </>
  ),
};

/** A drawn icon per game type key, used when the server has no picture for the type. */
export function GameTypeIcon({ typeKey, className }: { typeKey: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[typeKey] ?? <circle cx="12" cy="12" r="8.5" />}
    </svg>
  );
}
