import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { glyphStrokes } from './captcha-glyphs.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
export const CAPTCHA_TTL_MS = 120_000;

/** A coordinate with one decimal, as the SVG carries it. */
const at = (value: number) => (Math.round(value * 10) / 10).toString();
/** A random number from min to max, in tenths. */
const between = (min: number, max: number) => min + randomInt(0, Math.round((max - min) * 10) + 1) / 10;

/**
 * One character as lines: its strokes scaled, turned and shifted by chance, every point moved a little, so that the
 * same character never gives the same path data twice.
 */
function glyphPaths(char: string, centreX: number): string {
  const scale = between(1.55, 1.85);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const centreY = 22 + between(-3, 3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const colour = `hsl(${randomInt(0, 360)},65%,${randomInt(25, 38)}%)`;
  return glyphStrokes(char)
    .map((stroke) => {
      const points = stroke.map(([x, y]) => {
        const dx = (x - 5 + between(-0.5, 0.5)) * scale;
        const dy = (y - 7 + between(-0.5, 0.5)) * scale;
        return `${at(centreX + dx * cos - dy * sin)} ${at(centreY + dx * sin + dy * cos)}`;
      });
      return `<path d="M${points.join('L')}" fill="none" stroke="${colour}" stroke-width="${at(between(2.2, 2.9))}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** Curves across the picture in the characters' own pen, so that they cannot be told apart by their style alone. */
function noisePaths(count: number): string {
  return Array.from({ length: count }, () => {
    const [x1, y1, cx, cy, x2, y2] = [
      between(0, 30),
      between(4, 40),
      between(20, 100),
      between(0, 44),
      between(90, 120),
      between(4, 40),
    ];
    const colour = `hsl(${randomInt(0, 360)},50%,${randomInt(40, 60)}%)`;
    return `<path d="M${at(x1)} ${at(y1)}Q${at(cx)} ${at(cy)} ${at(x2)} ${at(y2)}" fill="none" stroke="${colour}" stroke-width="${at(between(1, 1.8))}" stroke-linecap="round"/>`;
  }).join('');
}

/**
 * The captcha picture: every character drawn as lines (captcha-glyphs.ts), never as text, and nothing in the SVG
 * that names the answer (no text, title, description or label); the answer stays on the server.
 */
export function captchaSvg(answer: string): string {
  const step = 120 / (answer.length + 1);
  const chars = [...answer].map((char, i) => glyphPaths(char, step * (i + 1) + between(-2, 2))).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f1e8"/>${noisePaths(3)}${chars}${noisePaths(2)}</svg>`;
}

/** A new captcha: the image as an SVG data URL and the token its answer is kept under. */
export async function issueCaptcha(db: Db, siteId: number, type: number) {
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const token = randomBytes(18).toString('base64url');
  await db
    .insertInto('captchas')
    .values({ token, site_id: siteId, type, answer, expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .execute();
  // Expired captchas are of no use to anyone: sweep a few on the way.
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', new Date(Date.now() - CAPTCHA_TTL_MS))
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { captcha_token: token, image, expires_in: CAPTCHA_TTL_MS / 1000 };
}

/** Uses up a captcha: true only for the right answer (any case), once, before it expires. */
export async function consumeCaptcha(db: Db, token: string, answer: string, type: number): Promise<boolean> {
  if (!token || !answer) return false;
  const row = await db
    .updateTable('captchas')
    .set({ used_at: new Date() })
    .where('token', '=', token)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer')
    .executeTakeFirst();
  return row !== undefined && row.answer === answer.trim().toUpperCase();
}

/** The answer of a live captcha, for the test hooks only. */
export async function peekCaptchaAnswer(db: Db, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer').where('token', '=', token).executeTakeFirst();
  return row?.answer;
}
