/**
 * The captcha's characters as pen strokes on a 10 x 14 grid (y down), so that the image is drawn from lines and
 * never carries a character as text: an SVG `<text>` element, a title or a label would hand the answer to any
 * program that reads the reply. A glyph is strokes separated by `|`, each a run of `x,y` points joined by lines.
 */
const STROKES: Readonly<Record<string, string>> = {
  A: '0,14 5,0 10,14|2,8.5 8,8.5',
  B: '0,7 0,0 6,0 8.5,1.5 8.5,5.5 6,7 0,7 0,14 7,14 10,12 10,9 7,7',
  C: '10,2 8,0 3,0 0,3 0,11 3,14 8,14 10,12',
  D: '0,0 0,14 6,14 10,10 10,4 6,0 0,0',
  E: '10,0 0,0 0,14 10,14|0,7 7,7',
  F: '10,0 0,0 0,14|0,7 7,7',
  G: '10,2 8,0 3,0 0,3 0,11 3,14 8,14 10,12 10,8 6,8',
  H: '0,0 0,14|10,0 10,14|0,7 10,7',
  J: '10,0 10,11 7,14 3,14 0,11',
  K: '0,0 0,14|10,0 0,8.5|3,6 10,14',
  L: '0,0 0,14 10,14',
  M: '0,14 0,0 5,8 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P: '0,14 0,0 7,0 10,2.5 10,5.5 7,8 0,8',
  Q: '3,0 7,0 10,3 10,11 7,14 3,14 0,11 0,3 3,0|6,10 10,15',
  R: '0,14 0,0 7,0 10,2.5 10,5.5 7,8 0,8|5,8 10,14',
  S: '10,2 8,0 2,0 0,2 0,5 2,7 8,7 10,9 10,12 8,14 2,14 0,12',
  T: '0,0 10,0|5,0 5,14',
  U: '0,0 0,11 3,14 7,14 10,11 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2.5,14 5,5 7.5,14 10,0',
  X: '0,0 10,14|10,0 0,14',
  Y: '0,0 5,7 10,0|5,7 5,14',
  Z: '0,0 10,0 0,14 10,14',
  '2': '0,3 2,0 8,0 10,3 10,5 0,14 10,14',
  '3': '0,1.5 2,0 8,0 10,2 10,5 7,7 3,7|7,7 10,9 10,12 8,14 2,14 0,12.5',
  '4': '8,14 8,0 0,10 10,10',
  '5': '10,0 1,0 0,6 7,6 10,8.5 10,12 8,14 2,14 0,12',
  '6': '9,0 4,0 0,5 0,11 3,14 7,14 10,11 10,8.5 7,6.5 3,6.5 0,9',
  '7': '0,0 10,0 3,14',
  '8': '5,7 1.5,5.5 1,2.5 3,0 7,0 9,2.5 8.5,5.5 5,7 1,9 0,11.5 2.5,14 7.5,14 10,11.5 9,9 5,7',
  '9': '10,5 7,7.5 3,7.5 0,5 0,3 3,0 7,0 10,3 10,9 6,14 1,14',
};

export type Point = [number, number];

/** The strokes of one character, as lists of points. */
export function glyphStrokes(char: string): Point[][] {
  const strokes = STROKES[char];
  if (!strokes) throw new Error(`no captcha glyph for ${char}`);
  return strokes.split('|').map((stroke) => stroke.split(' ').map((point) => point.split(',').map(Number) as Point));
}

/** Characters that have a glyph. */
export const GLYPH_CHARACTERS = Object.keys(STROKES).join('');
