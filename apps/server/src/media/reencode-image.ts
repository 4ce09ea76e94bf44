import { ContentCode, MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_MAX_SIDE } from '@casino/contract/calls/content-calls.ts';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { Refusal } from '../http/reply.ts';

export type CleanImage = { contentType: 'image/png' | 'image/jpeg'; body: Buffer; width: number; height: number };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (reason: string): never => {
  throw new Refusal(ContentCode.badImage, 'content.bad_image', { reason });
};

/** The PNG up to the end of its IEND chunk: whatever follows is no part of the picture and is dropped. */
function pngThroughIend(bytes: Buffer): Buffer {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return bytes.subarray(0, end);
    at = end;
  }
  return refuse('damaged');
}

/** Width and height of a PNG from its IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return refuse('damaged');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height of a JPEG from its first start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return refuse('damaged');
    const marker = bytes[at + 1] as number;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return refuse('damaged');
}

function checkSize(size: { width: number; height: number }): void {
  if (size.width < 1 || size.height < 1) refuse('damaged');
  if (size.width > MEDIA_UPLOAD_MAX_SIDE || size.height > MEDIA_UPLOAD_MAX_SIDE) refuse('too_many_pixels');
}

/**
 * An uploaded picture made safe to serve: told by its magic bytes (PNG or JPEG only; SVG, GIF, WebP and the rest are
 * refused whatever they claim), bounded in bytes and pixels before it is decoded, then decoded and encoded again so
 * that no metadata, trailing payload or second file hidden in it survives (code 102 otherwise).
 */
export function reencodeImage(bytes: Buffer): CleanImage {
  if (bytes.length === 0) return refuse('empty');
  if (bytes.length > MEDIA_UPLOAD_MAX_BYTES) return refuse('too_large');
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    const size = pngSize(bytes);
    checkSize(size);
    let decoded: PNG;
    try {
      decoded = PNG.sync.read(pngThroughIend(bytes));
    } catch {
      return refuse('damaged');
    }
    const body = PNG.sync.write(decoded, { colorType: 6 });
    return { contentType: 'image/png', body, width: decoded.width, height: decoded.height };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    checkSize(size);
    let decoded: { width: number; height: number; data: Uint8Array };
    try {
      decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 17, maxMemoryUsageInMB: 256 });
    } catch {
      return refuse('damaged');
    }
    const body = jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, 90).data;
    return { contentType: 'image/jpeg', body: Buffer.from(body), width: decoded.width, height: decoded.height };
  }
  return refuse('type');
}
