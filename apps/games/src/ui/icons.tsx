/** The house pages' small icons, drawn in the text's colour and hidden from screen readers (their buttons say it). */
function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </Icon>
);

export const RulesIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 10v7" stroke="currentColor" strokeWidth="2.5" />
    <circle cx="12" cy="6.8" r="1.6" fill="currentColor" />
  </Icon>
);

export const MinusIcon = () => (
  <Icon>
    <path d="M5 12h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </Icon>
);

export const AutoIcon = () => (
  <Icon>
    <path d="M20 12a8 8 0 1 1-3-6.2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    <path d="M18 2v5h-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </Icon>
);

export const TurboIcon = () => (
  <Icon>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor" />
  </Icon>
);

/** A speaker with waves when `on`, crossed out when not. */
export const SoundIcon = ({ on }: { on: boolean }) => (
  <Icon>
    <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
    {on ? (
      <path
        d="M16 8a5 5 0 0 1 0 8M18.5 5.5a9 9 0 0 1 0 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ) : (
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    )}
  </Icon>
);
