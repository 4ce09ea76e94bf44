import { useTranslation } from 'react-i18next';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code for the page's own captcha. */
export function generateCaptchaText(length = 4, random: () => number = Math.random): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A';
  return text;
}

/** The typed answer matches the code, ignoring case and surrounding spaces. */
export function matchesCaptcha(answer: string, text: string): boolean {
  return answer.trim().toUpperCase() === text.toUpperCase();
}

/** A seeded jitter, so that the same code always draws the same picture. */
function jitter(text: string, index: number, spread: number): number {
  const seed = (text.charCodeAt(index % text.length) * (index + 7) * 9301 + 49297) % 233280;
  return (seed / 233280 - 0.5) * spread;
}

/** The code drawn as distorted SVG text; screen readers hear it spelled out in the label. */
export function ClientCaptchaImage({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const width = 120;
  const height = 44;
  const step = width / (text.length + 1);
  return (
    <svg
      className="client-captcha"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('recovery.captcha_alt', { code: text.split('').join(' ') })}
      data-testid={testId}
    >
      <line x1="4" y1={22 + jitter(text, 1, 20)} x2="116" y2={22 + jitter(text, 2, 20)} stroke="#9a7a3a" strokeWidth="1.5" />
      <line x1="8" y1={10 + jitter(text, 3, 10)} x2="110" y2={34 + jitter(text, 4, 10)} stroke="#6a5acd" strokeWidth="1" />
      {text.split('').map((char, index) => {
        const x = step * (index + 1);
        const y = 30 + jitter(text, index, 6);
        const angle = jitter(text, index + 5, 40);
        return (
          <text
            // The code is fixed for the life of the picture; a character's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            x={x}
            y={y}
            textAnchor="middle"
            fontFamily="monospace"
            fontSize="24"
            fontWeight="700"
            fill={index % 2 === 0 ? '#1d1405' : '#7a2e4a'}
            transform={`rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`}
          >
            {char}
          </text>
        );
      })}
    </svg>
  );
}
