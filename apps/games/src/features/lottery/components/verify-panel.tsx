import { type LotteryVerification, verifyLotteryDraw } from '@casino/contract/lottery/lottery-draw.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../api/lottery-calls.ts';
import { DrawResult } from './draw-art.tsx';

/**
 * Recomputes a revealed draw in the browser with Web Crypto (packages/contract lottery-draw.ts, the algorithm the
 * server draws with): SHA-256 of the seed against the commitment published before betting, then the result from
 * HMAC-SHA256 of the seed over the public value, against the result the site published.
 */
export function VerifyPanel({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<LotteryVerification | 'running' | 'unavailable'>('running');

  useEffect(() => {
    let live = true;
    setCheck('running');
    if (!draw.seed || !draw.public_value || !draw.result || typeof crypto === 'undefined' || !crypto.subtle) {
      setCheck('unavailable');
      return;
    }
    verifyLotteryDraw({
      game: draw.game,
      seed: draw.seed,
      commitment: draw.commitment,
      publicValue: draw.public_value,
      result: draw.result,
    }).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [draw]);

  return (
    <div className="verify" data-testid="lottery-verify">
      <dl>
        <dt>{t('lottery.drawNo')}</dt>
        <dd>{draw.draw_id}</dd>
        <dt>{t('lottery.commitment')}</dt>
        <dd className="hex">{draw.commitment}</dd>
        <dt>{t('lottery.seed')}</dt>
        <dd className="hex">{draw.seed ?? '–'}</dd>
        <dt>{t('lottery.publicValue')}</dt>
        <dd className="hex">{draw.public_value ?? '–'}</dd>
      </dl>
      <p className="verify-how">{t('lottery.verifyHow')}</p>
      <p role="status" aria-live="polite" data-testid="lottery-verify-status" className={`verify-status ${statusClass(check)}`}>
        {check === 'running'
          ? t('lottery.verifying')
          : check === 'unavailable'
            ? t('lottery.verifyUnavailable')
            : check.ok
              ? t('lottery.verified')
              : t(`lottery.verifyFailed.${check.reason}`)}
      </p>
      {typeof check === 'object' && 'outcome' in check && (
        <div className="verify-result">
          <span>{t('lottery.recomputed')}</span>{' '}
          <DrawResult game={draw.game} result={check.outcome} compact={draw.game !== 'lottery-north'} />
        </div>
      )}
    </div>
  );
}

const statusClass = (check: LotteryVerification | 'running' | 'unavailable') =>
  typeof check === 'string' ? check : check.ok ? 'ok' : 'failed';
