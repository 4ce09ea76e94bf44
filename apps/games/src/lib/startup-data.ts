/** The id of the JSON block in which the server hands a game page its start-up data (games-app.ts on the server). */
export const STARTUP_DATA_ID = 'games-startup';

/** The page's start-up data, parsed from its JSON block; null when the block is missing or not JSON. */
export function readStartupData(doc: Document = document): unknown {
  const text = doc.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
