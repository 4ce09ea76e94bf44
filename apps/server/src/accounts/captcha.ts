import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
export const CAPTCHA_TTL_MS = 120_000;

function captchaSvg(text: string): string {
  const chars = [...text]
    .map((c, i) => {
      const x = 18 + i * 26;
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="700" fill="hsl(${hue},70%,35%)">${c}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 120), randomInt(0, 44), randomInt(0, 120), randomInt(0, 44)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(0, 360)},50%,55%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f1e8"/>${noise}${chars}</svg>`;
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
