import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone scanners need around a code, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code of `value` as one SVG path, one unit square per module. */
export function qrPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, modules: size };
}

/** A QR code drawn as an SVG (crisp at any size, printable, no canvas); `label` says what it opens. */
export function QrCode({ value, label, size = 160, testId }: { value: string; label: string; size?: number; testId?: string }) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
