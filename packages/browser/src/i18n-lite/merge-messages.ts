/** Messages as nested sections of texts. */
export type Tree = { [key: string]: string | Tree };

/** Adds the rest of the messages to what is there (deep: a section may be split between the two). */
export function mergeMessages(into: Tree, more: Tree): Tree {
  for (const [key, value] of Object.entries(more)) {
    const there = into[key];
    if (typeof value === 'object' && typeof there === 'object') mergeMessages(there, value);
    else into[key] = value;
  }
  return into;
}
