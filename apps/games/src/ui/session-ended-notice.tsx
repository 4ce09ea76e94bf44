import { useTranslation } from 'react-i18next';
import { goLobby } from '../lib/lobby.ts';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * The platform ended this game (the member signed out, signed in again, changed the password or opened another game):
 * a modal notice over an inert page that offers only the way back to the lobby. Escape does not close it: there is
 * nothing left to go back to.
 */
export function SessionEndedNotice({ open, lobbyUrl }: { open: boolean; lobbyUrl: string }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onClose={() => undefined}
      keepOnEscape
      role="alertdialog"
      labelledBy="session-ended-text"
      className="session-ended"
      id="session-ended"
      testId="house-session-ended"
      focusOnOpen=".session-ended-lobby"
    >
      <p id="session-ended-text">{t('error_page.session_ended')}</p>
      <button type="button" className="session-ended-lobby" onClick={() => goLobby(lobbyUrl)}>
        {t('house.lobby')}
      </button>
    </ModalDialog>
  );
}
