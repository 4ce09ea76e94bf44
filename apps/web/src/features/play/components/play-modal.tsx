import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';
import './play.css';

/** A game in a frame over the page: the play modal (real play, open type modal) or the demo game modal. */
export function GameFrameModal({
  url,
  title,
  testId,
  onClose,
}: {
  url: string;
  title: string;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')} size="lg" testId={testId} className="game-frame-modal">
      <iframe
        className="game-frame"
        src={url}
        title={title}
        // Fullscreen through the permissions policy only: with allowfullscreen as well, browsers warn that allow wins.
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer-when-downgrade"
        data-testid={`${testId}-frame`}
      />
    </Modal>
  );
}
