import type { FastifyInstance } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have; no call's shape goes beyond a few levels. */
export const MAX_JSON_DEPTH = 32;
/** Most members (object keys and array items together) a JSON body may have. */
export const MAX_JSON_MEMBERS = 10_000;

/** Why a JSON text is refused before parsing, or undefined when its shape is within the limits. */
export function jsonShapeProblem(text: string): 'too_deep' | 'too_many_members' | undefined {
  // One pass over the text, outside strings: the nesting depth and the count of members (commas plus one per
  // non-empty container, over-counting empty ones by one, which is harmless for a limit).
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > MAX_JSON_DEPTH) return 'too_deep';
      members++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    else if (c === 44 /* , */ && ++members > MAX_JSON_MEMBERS) return 'too_many_members';
  }
  return undefined;
}

/**
 * The JSON body parser: an empty body counts as {} so that calls without fields may send nothing; a body nested too
 * deep or with too many members is refused before JSON.parse builds it (the validators walk bodies recursively), and
 * malformed JSON is a 400. Bodies beyond the route's bodyLimit never get here: Fastify answers 413 on the length.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    const problem = jsonShapeProblem(text);
    if (problem) return done(Object.assign(new Error(problem), { statusCode: 400 }), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('malformed JSON body'), { statusCode: 400 }), undefined);
    }
  });
}
