import { QrCode } from '@casino/browser/qr-code.tsx';
import type { ReactNode } from 'react';
import './share-card.css';

/**
 * A link to share: its QR code beside the link and what the caller puts with it (title, copy buttons, figures). The
 * agents' Promotion and the members' Refer a Friend draw their links with it.
 */
export function ShareCard({
  url,
  qrLabel,
  testId,
  className,
  as: Element = 'div',
  children,
}: {
  url: string;
  /** What the QR code opens, for screen readers. */
  qrLabel: string;
  /** The test id of the card; the QR code is `{testId}-qr`, the link `{testId}-url`. */
  testId: string;
  className?: string;
  as?: 'div' | 'li' | 'section';
  children?: ReactNode;
}) {
  return (
    <Element className={className ? `share-card ${className}` : 'share-card'} data-testid={testId}>
      <QrCode value={url} label={qrLabel} size={144} testId={`${testId}-qr`} />
      <div className="share-card__body">{children}</div>
    </Element>
  );
}

/** The shared link itself, in a face that tells its characters apart, wrapping anywhere on a phone. */
export function ShareUrl({ url, testId }: { url: string; testId: string }) {
  return (
    <p className="share-card__url">
      <a href={url} data-testid={testId}>
        {url}
      </a>
    </p>
  );
}
