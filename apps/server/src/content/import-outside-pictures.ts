import { ContentCode } from '@casino/contract/calls/content-calls.ts';
import { Refusal } from '../http/reply.ts';
import { PictureFetchError, type PictureFetcher } from '../media/picture-fetcher.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { isShownPicture, type PicturePolicy, pictureSources } from './sanitise-html.ts';
import { uploadMedia } from './upload-media.ts';

/** Where the pictures of operator HTML may come from (decision 42; config.ts, CONTENT_IMAGE_*). */
export type ContentPictures = {
  /** Hosts whose https pictures are shown as they are (the page's img-src lists them too). */
  hosts: readonly string[];
  /** Fetches a picture of another address once, to store it in the media store. */
  fetcher: PictureFetcher;
};

const refuse = (url: string, reason: string): never => {
  throw new Refusal(ContentCode.badImage, 'content.outside_picture', { url, reason });
};

/**
 * Before operator HTML is stored: every picture that is neither the site's own media nor of a listed host is fetched
 * once, checked and re-encoded as an upload is, and stored in the media store (audited as content.upload with its
 * address); the HTML is then sanitised with those pictures pointed at /media/{id}. A picture that configuration does
 * not let the server fetch, or that is unreachable or no PNG or JPEG, refuses the save with code 102 and its address,
 * so the operator uploads it instead of it silently going. Returns the policy to sanitise the HTML with.
 */
export async function importOutsidePictures(
  ctx: Pick<ContentDeskContext, 'db' | 'pictures'>,
  operator: OperatorSession,
  ip: string,
  htmls: readonly string[],
): Promise<PicturePolicy> {
  const { hosts, fetcher } = ctx.pictures;
  const outside = new Set<string>();
  for (const html of htmls) {
    for (const src of pictureSources(html)) {
      if (src !== '' && !isShownPicture(src, hosts)) outside.add(src);
    }
  }
  const stored = new Map<string, string>();
  for (const src of outside) {
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      // A relative address other than a media path, or no address at all: the sanitiser drops it.
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    if (!fetcher.allows(url)) refuse(src, 'host_not_allowed');
    let bytes: Buffer;
    try {
      bytes = await fetcher.fetch(url);
    } catch (error) {
      return refuse(src, error instanceof PictureFetchError ? error.reason : 'unreachable');
    }
    try {
      stored.set(src, (await uploadMedia(ctx, operator, bytes, ip, src)).url);
    } catch (error) {
      if (error instanceof Refusal) refuse(src, (error.data as { reason?: string } | null)?.reason ?? 'damaged');
      throw error;
    }
  }
  return { hosts, stored };
}
