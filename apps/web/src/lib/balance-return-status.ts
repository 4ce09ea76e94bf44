import { createStore } from './create-store.ts';

/**
 * A one-key balance return of the member is running (SPEC section 5: play is refused with one_key_waiting meanwhile).
 * The wallet sets it; the play flow reads it.
 */
export const balanceReturnRunning = createStore<boolean>(false);
