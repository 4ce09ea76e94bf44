import { useTranslation } from 'react-i18next';
import { AutoIcon, SoundIcon, TurboIcon } from '../../../ui/icons.tsx';

type SlotTogglesProps = {
  /** Spins left while autoplay runs, else null. */
  autoLeft: number | null;
  canStartAuto: boolean;
  onAutoplay: () => void;
  turbo: boolean;
  onTurbo: () => void;
  sound: boolean;
  onSound: () => void;
};

/** Autoplay (its settings first; pressed again, it stops), turbo and sound: each a toggle button that says its state. */
export function SlotToggles({ autoLeft, canStartAuto, onAutoplay, turbo, onTurbo, sound, onSound }: SlotTogglesProps) {
  const { t } = useTranslation();
  const running = autoLeft !== null;
  return (
    <div className="toggles">
      <button
        type="button"
        className="toggle"
        id="autoplay"
        data-testid="slot-autoplay"
        aria-pressed={running}
        aria-haspopup="dialog"
        disabled={!running && !canStartAuto}
        onClick={onAutoplay}
      >
        <AutoIcon />
        <span>{t('slot.autoplay')}</span>
        <span id="auto-left" className="auto-left" data-testid="slot-auto-left">
          {running ? String(autoLeft) : ''}
        </span>
      </button>
      <button type="button" className="toggle" id="turbo" data-testid="slot-turbo" aria-pressed={turbo} onClick={onTurbo}>
        <TurboIcon />
        <span>{t('slot.turbo')}</span>
      </button>
      <button type="button" className="toggle" id="sound" data-testid="slot-sound" aria-pressed={sound} onClick={onSound}>
        <SoundIcon on={sound} />
        <span>{t('slot.sound')}</span>
      </button>
    </div>
  );
}
