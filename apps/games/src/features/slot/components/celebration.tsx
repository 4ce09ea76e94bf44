import type { Celebration as CelebrationView } from '../hooks/use-slot-game.ts';

/**
 * A big win, free spins or the jackpot, over the page for a moment; a click (or tap) ends it sooner. The same words
 * reach a screen reader in the round's announcement.
 */
export function Celebration({ celebration, onDismiss }: { celebration: CelebrationView | null; onDismiss: () => void }) {
  return (
    // A pointer shortcut only: the celebration ends by itself, and the keyboard has nothing to do here.
    // biome-ignore lint/a11y: see above
    <div
      className={`celebrate${celebration ? ` ${celebration.kind}` : ''}`}
      id="celebrate"
      data-testid="slot-celebrate"
      data-kind={celebration?.kind}
      hidden={!celebration}
      onClick={onDismiss}
    >
      {celebration && (
        <div className="burst">
          <div className="coins" aria-hidden="true">
            <i />
            <i />
            <i />
          </div>
          <strong>{celebration.title}</strong>
          <span>{celebration.detail}</span>
        </div>
      )}
    </div>
  );
}
