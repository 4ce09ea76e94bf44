/** Which parts of the page an app shell asked for (SPEC section 2: appPage, header, footer query parameters). */
export type PagePart = 'header' | 'content' | 'footer';
export type DisplayOptions = {
  /** Only this part is drawn when set (appPage=header|content|footer). */
  only: PagePart | null;
  /** header=false hides the mobile header. */
  mobileHeader: boolean;
  /** footer=false hides the mobile footer and bottom navigation. */
  mobileFooter: boolean;
};

const PARTS: readonly string[] = ['header', 'content', 'footer'];

export function displayOptionsFrom(search: string): DisplayOptions {
  const params = new URLSearchParams(search);
  const appPage = params.get('appPage');
  return {
    only: appPage && PARTS.includes(appPage) ? (appPage as PagePart) : null,
    mobileHeader: params.get('header') !== 'false',
    mobileFooter: params.get('footer') !== 'false',
  };
}

export function showsPart(options: DisplayOptions, part: PagePart): boolean {
  return options.only === null || options.only === part;
}
