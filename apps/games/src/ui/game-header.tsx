import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { goLobby } from '../lib/lobby.ts';
import { BackIcon, RulesIcon } from './icons.tsx';

type GameHeaderProps = {
  /** The game's name in the page's language; also the window's title. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
  /** The label of the panel button (the slot's paytable, a table's rules) and its key. */
  infoLabel: string;
  onInfo: () => void;
  /** More buttons of the game's, before the panel's (a table's sound and history). */
  extra?: ReactNode;
};

/** The house pages' header: back to the lobby, the game's name, the demo badge, and the game's panel (key I). */
export function GameHeader({ name, lobbyUrl, demo, infoLabel, onInfo, extra }: GameHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="game-header">
      <button type="button" id="lobby" data-testid="house-lobby" aria-label={t('house.lobby')} onClick={() => goLobby(lobbyUrl)}>
        <BackIcon />
        <span className="label">{t('house.lobby')}</span>
      </button>
      {/* The whole name in its title where a phone cuts it short. */}
      <h1 id="title" title={name}>
        {name || '\u00a0'}
      </h1>
      {demo && (
        <span className="badge" data-testid="house-demo">
          {t('house.demo')}
        </span>
      )}
      {extra}
      <button
        type="button"
        id="info"
        data-testid="house-info"
        aria-haspopup="dialog"
        aria-keyshortcuts="I"
        aria-label={infoLabel}
        onClick={onInfo}
      >
        <RulesIcon />
        <span className="label">{infoLabel}</span>
      </button>
    </header>
  );
}
