import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type SlotMetersProps = {
  balance: string;
  /** The win meter's element: the round's win counts up in it without drawing the page again. */
  winRef: Ref<HTMLElement>;
  freeLeft: number;
};

/** The balance, the round's win and the free spins left. */
export function SlotMeters({ balance, winRef, freeLeft }: SlotMetersProps) {
  const { t } = useTranslation();
  return (
    <div className="meters">
      <div className="meter">
        <span>{t('house.balance')}</span>
        <strong id="balance" data-testid="house-balance">
          {balance || '–'}
        </strong>
      </div>
      <div className="meter">
        <span>{t('house.win')}</span>
        <strong id="win" data-testid="house-win" ref={winRef} />
      </div>
      <div className="meter">
        <span>{t('slot.freeSpins')}</span>
        <strong id="free" data-testid="house-free-spins">
          {freeLeft}
        </strong>
      </div>
    </div>
  );
}
