import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './server-html.css';

type ServerHtmlProps = { html: string; className?: string; testId?: string };

/**
 * Operator HTML of a content field (a page or promotion body, a notice, a sponsor entry). The server runs it through
 * its allow-list sanitiser before storing it and again before serving it (no script, event handler, javascript: URL,
 * style or foreign frame survives), and only such fields of the content calls are passed here; that is why it may be
 * set as HTML. Links to pages of the site stay inside the app instead of loading the site again.
 */
export function ServerHtml({ html, className, testId }: ServerHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click only reroutes the links inside, which keep their own keyboard access
    <div
      className={['server-html', className].filter(Boolean).join(' ')}
      data-testid={testId}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
