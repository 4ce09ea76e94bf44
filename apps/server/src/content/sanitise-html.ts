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

const MEDIA_SRC = /^\/media\/\d{1,10}$/;

/**
 * What the browser may fetch for operator HTML (decision 42): pictures of the site's own media store, and https
 * pictures of the hosts the deployment lists (CONTENT_IMAGE_HOSTS, which the page's img-src lists too). Nothing else
 * in the allow-list makes the browser fetch: no srcset, style, background, poster, ping or cite attribute is kept.
 */
export type PicturePolicy = {
  /** Host names (lower case, with a port when not 443) whose https pictures are shown as they are. */
  hosts?: readonly string[];
  /** Outside addresses already stored in the media store (import-outside-pictures.ts): src -> /media/{id}. */
  stored?: ReadonlyMap<string, string>;
};

/** The host of an https picture address as the policy lists it ('cdn.example', 'cdn.example:8443'), or null. */
export function pictureHost(src: string): string | null {
  const value = src.trim();
  if (!/^https:\/\/[^\s"'<>\\]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    return url.host.toLowerCase();
  } catch {
    return null;
  }
}

/** A picture of the media store (/media/{id}), or an https address of a listed host. */
function isAllowedSrc(src: string, hosts: readonly string[]): boolean {
  const value = src.trim();
  if (MEDIA_SRC.test(value)) return true;
  const host = pictureHost(value);
  return host !== null && hosts.includes(host);
}

/** Whether a picture address is the site's own (a media path) or of a listed host: the browser may fetch it. */
export function isShownPicture(src: string, hosts: readonly string[]): boolean {
  return isAllowedSrc(src, hosts);
}

const BASE_OPTIONS: sanitizeHtml.IOptions = {
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
};

/** The options of one policy: pictures whose address is stored are pointed at the store; others not allowed go. */
function optionsFor(policy: PicturePolicy): sanitizeHtml.IOptions {
  const hosts = policy.hosts ?? [];
  const stored = policy.stored;
  const srcOf = (attribs: Record<string, string>) => {
    const src = (attribs.src ?? '').trim();
    return stored?.get(src) ?? src;
  };
  return {
    ...BASE_OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedSrc(frame.attribs.src ?? '', hosts),
    transformTags: {
      ...TRANSFORMS,
      img: (tagName, attribs) => TRANSFORMS.img(tagName, { ...attribs, src: srcOf(attribs) }),
    },
  };
}

const TRANSFORMS = {
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
  img: (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const next: Record<string, string> = { ...attribs, loading: 'lazy' };
    for (const size of ['width', 'height'] as const) {
      if (next[size] !== undefined && !/^\d{1,4}$/.test(next[size])) delete next[size];
    }
    return { tagName, attribs: next };
  },
} satisfies Record<string, sanitizeHtml.Transformer>;

/** The addresses of the pictures of some HTML as the sanitiser reads them (entities decoded, trimmed). */
export function pictureSources(html: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(html, {
    ...BASE_OPTIONS,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) sources.push(attribs.src.trim());
        return { tagName, attribs };
      },
    },
  });
  return sources;
}

/**
 * Operator HTML with only what the allow-list keeps; pictures only from the media store and the policy's hosts
 * (none by default: a caller that forgets the policy shows fewer pictures, never more).
 */
export function sanitiseHtml(html: string, policy: PicturePolicy = {}): string {
  return sanitizeHtml(html, optionsFor(policy)).trim();
}

/** Each language's HTML sanitised; empty texts dropped. */
export function sanitiseLocalisedHtml(
  texts: Partial<Record<string, string>>,
  policy: PicturePolicy = {},
): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [language, html] of Object.entries(texts)) {
    const value = sanitiseHtml(html ?? '', policy);
    if (value !== '') clean[language] = value;
  }
  return clean;
}
