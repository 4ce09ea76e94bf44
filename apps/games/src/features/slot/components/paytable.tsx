import { useTranslation } from 'react-i18next';
import type { SlotSession } from '../api/slot-calls.ts';
import { lineColour } from '../hooks/slot-wins.ts';
import { symbolSvg } from './symbol-art.ts';

function SymbolArt({ gameCode, id }: { gameCode: string; id: string }) {
  return (
    <span
      className="sym"
      data-symbol={id}
      // The drawings are this app's own constant markup (symbol-art.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: symbolSvg(gameCode, id) }}
    />
  );
}

/**
 * What the game pays: the RTP split into the paytable's and the jackpot's share, the line pays of each symbol for two
 * to five of a kind (highest first), the wild, scatter, free-spin and jackpot rules, and every payline drawn.
 */
export function Paytable({ session }: { session: SlotSession }) {
  const { t } = useTranslation();
  const { game, rtp } = session;
  const code = game.code;
  const paying = game.symbols.filter((symbol) => symbol.pays && symbol.kind !== 'scatter').reverse();
  const wild = game.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = game.symbols.find((symbol) => symbol.kind === 'scatter');
  const jackpot = game.symbols.find((symbol) => symbol.kind === 'jackpot');
  const free = game.free_spins;
  return (
    <>
      <p>
        {rtp.total.toFixed(2)}% = {rtp.base.toFixed(2)}% {t('slot.rtpBase')} + {rtp.jackpot.toFixed(2)}% {t('slot.rtpJackpot')}
      </p>
      <p>
        {game.lines.length} {t('slot.lines')}
      </p>
      <h3>{t('slot.linePay')}</h3>
      <table>
        <thead>
          <tr>
            <th />
            <th>×2</th>
            <th>×3</th>
            <th>×4</th>
            <th>×5</th>
          </tr>
        </thead>
        <tbody>
          {paying.map((symbol) => (
            <tr key={symbol.id}>
              <td>
                <SymbolArt gameCode={code} id={symbol.id} />
              </td>
              {(symbol.pays ?? []).map((pay, count) => (
                // Two to five of a kind, in that order.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <td key={count}>{pay || '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {wild && (
        <p className="rule">
          <SymbolArt gameCode={code} id={wild.id} />
          <span>{t('slot.wildRule')}</span>
        </p>
      )}
      {scatter && (
        <p className="rule">
          <SymbolArt gameCode={code} id={scatter.id} />
          <span>
            {t('slot.scatterRule')}:{' '}
            {(scatter.pays ?? [])
              .map((pay, i) => (pay ? `${i + 2}× → ${pay}×` : ''))
              .filter(Boolean)
              .join(', ')}
          </span>
        </p>
      )}
      {free && scatter && (
        <p className="rule">
          <SymbolArt gameCode={code} id={scatter.id} />
          <span>{t('slot.freeRule', { a: free.spins[0], b: free.spins[1], c: free.spins[2], m: free.multiplier })}</span>
        </p>
      )}
      {jackpot && (
        <p className="rule">
          <SymbolArt gameCode={code} id={jackpot.id} />
          <span>{t('slot.jackpotRule', { p: rtp.jackpot })}</span>
        </p>
      )}
      <div className="mini-lines">
        {game.lines.map((line, i) => (
          // Paylines are numbered by their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <svg key={i} viewBox="0 0 50 30" aria-hidden="true" focusable="false">
            <rect width="50" height="30" rx="3" fill="#111628" />
            <polyline points={line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} stroke={lineColour(i)} />
          </svg>
        ))}
      </div>
    </>
  );
}
