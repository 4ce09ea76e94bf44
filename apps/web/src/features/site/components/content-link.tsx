import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyLink } from '../../../lib/links.ts';

type ContentLinkProps = { url: string; className?: string; children: ReactNode; label?: string };

/** A link of a footer or float entry: external ones open in a new window, internal ones use the router. */
export function ContentLink({ url, className, children, label }: ContentLinkProps) {
  const target = classifyLink(url);
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.to} aria-label={label}>
        {children}
      </Link>
    );
  }
  return <span className={className}>{children}</span>;
}
