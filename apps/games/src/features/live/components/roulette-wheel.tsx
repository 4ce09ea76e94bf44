import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { colourOf, WHEEL } from '../hooks/roulette-spots.ts';
import type { WheelTurn } from '../hooks/use-live-table.ts';

const FILL = { green: '#12803c', red: '#c4122f', black: '#1b1b22' };
const STEP = 360 / 37;
const rad = (deg: number) => deg * (Math.PI / 180);
const at = (r: number, a: number) => `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;

/** The wheel's pockets, drawn once. */
const POCKETS = WHEEL.map((n, i) => {
  const a0 = rad((i - 0.5) * STEP - 90);
  const a1 = rad((i + 0.5) * STEP - 90);
  const mid = rad(i * STEP - 90);
  const x = (100 + 82 * Math.cos(mid)).toFixed(2);
  const y = (100 + 82 * Math.sin(mid)).toFixed(2);
  return (
    <g key={n}>
      <path
        d={`M${at(96, a0)} A96 96 0 0 1 ${at(96, a1)} L${at(62, a1)} A62 62 0 0 0 ${at(62, a0)}Z`}
        fill={FILL[colourOf(n)]}
        stroke="#d8b45a"
        strokeWidth="0.6"
      />
      <text
        x={x}
        y={y}
        transform={`rotate(${(i * STEP).toFixed(2)} ${x} ${y})`}
        fontSize="8"
        fill="#fff"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Arial,Helvetica,sans-serif"
      >
        {n}
      </text>
    </g>
  );
});

/**
 * The roulette wheel: its rotor turns to the round's number (the winning pocket ends under the ball at the top) over
 * what is left of the spin when the page sees it; at once with reduced motion. The turn is set on the element's style
 * object, which the page's policy allows (no style attribute in the markup).
 */
export function RouletteWheel({ turn, landed }: { turn: WheelTurn | null; landed: boolean }) {
  const { t } = useTranslation();
  const rotor = useRef<SVGGElement>(null);
  useEffect(() => {
    const el = rotor.current;
    if (!el) return;
    el.style.transformOrigin = '100px 100px';
    if (!turn) {
      el.style.transition = 'none';
      el.style.transform = 'rotate(0deg)';
      return;
    }
    const target = 360 * 5 - WHEEL.indexOf(turn.number) * STEP;
    el.style.transition = 'none';
    if (prefersReducedMotion() || turn.elapsed >= turn.spinMs) {
      el.style.transform = `rotate(${target}deg)`;
      return;
    }
    el.style.transform = 'rotate(0deg)';
    void el.getBoundingClientRect();
    el.style.transition = `transform ${Math.max(0, turn.spinMs - turn.elapsed)}ms cubic-bezier(0.15, 0.6, 0.2, 1)`;
    el.style.transform = `rotate(${target}deg)`;
  }, [turn]);
  return (
    <svg className="wheel" viewBox="0 0 200 200" role="img" aria-label={t('live.spinning')} data-number={turn?.number}>
      <circle cx="100" cy="100" r="99" fill="#5a3410" />
      <g id="wheel-rotor" ref={rotor}>
        {POCKETS}
        <circle cx="100" cy="100" r="62" fill="#7a4a1c" />
        <circle cx="100" cy="100" r="40" fill="#a8743a" />
        {[0, 45, 90, 135].map((a) => (
          <rect key={a} x="97" y="44" width="6" height="112" rx="3" fill="#caa24a" transform={`rotate(${a} 100 100)`} />
        ))}
        <circle cx="100" cy="100" r="10" fill="#e7c36a" />
      </g>
      <circle
        id="ball"
        className={landed ? 'landed' : undefined}
        cx="100"
        cy="10"
        r="5"
        fill="#fafafa"
        stroke="#999"
        strokeWidth="0.8"
      />
    </svg>
  );
}
