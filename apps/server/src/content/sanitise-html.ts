import sanitizeHtml from 'sanitize-html';

/*
 * Operator HTML (bulletins, promotions, pages, login-box entries) goes through this allow-list when it is saved and
 * again when it is served (docs/decisions/0027-content-desk.md, docs/security.md). What is not listed is dropped:
 * scripts, styles, event handlers, frames, forms, SVG and MathML, style and class attributes.
 */

/** A site path ('/discount', 'faq/3', '#top') or an http(s), mailto or tel address; never javascript:, data: or //host. */
function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value === '' || value.startsWith('//') || value.includes('\\')) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes((scheme[1] as string).toLowerCase());
}

/** A picture of the media store (/media/{id}) or an https address. */
function isAllowedSrc(src: string): boolean {
  const value = src.trim();
  return /^\/media\/\d{1,10}$/.test(value) || /^https:\/\/[^\s"'<>\\]+$/i.test(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'section',
    'article',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['lang', 'dir'],
  },
  // The URL checks below are the rule; these lists keep sanitize-html's own scheme check as strict.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Content of these is dropped with the tag, not left behind as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'title',
  ],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedSrc(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const next: Record<string, string> = {};
      if (href && isAllowedHref(href)) next.href = href.trim();
      if (attribs.title) next.title = attribs.title;
      // A link that leaves the page cannot reach back into it.
      if (attribs.target === '_blank') next.target = '_blank';
      if (/^https?:/i.test(next.href ?? '') || next.target) next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, loading: 'lazy' };
      for (const size of ['width', 'height'] as const) {
        if (next[size] !== undefined && !/^\d{1,4}$/.test(next[size])) delete next[size];
      }
      return { tagName, attribs: next };
    },
  },
};

/** Operator HTML with only what the allow-list keeps. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Each language's HTML sanitised; empty texts dropped. */
export function sanitiseLocalisedHtml(texts: Partial<Record<string, string>>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [language, html] of Object.entries(texts)) {
    const value = sanitiseHtml(html ?? '');
    if (value !== '') clean[language] = value;
  }
  return clean;
}
