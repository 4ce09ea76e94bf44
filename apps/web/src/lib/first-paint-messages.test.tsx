import { mergeMessages } from '@casino/browser/i18n-lite/merge-messages.ts';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import all from '../locales/en_US.json';
import { renderApp } from '../test/render-app.tsx';
import { installSiteApi } from '../test/site-api.ts';
import { FIRST_PAINT_MESSAGES } from './first-paint-messages.ts';
import { clearStoredSession, saveSession } from './session.ts';

/** The two parts the build makes of the language file (build/message-parts.ts). */
async function part(name: 'first' | 'rest'): Promise<Parameters<typeof mergeMessages>[0]> {
  return (await import(/* @vite-ignore */ `../locales/en_US.json?part=${name}`)).default;
}
const first = await part('first');
const rest = await part('rest');

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function hasKey(messages: object, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The home page drawn with the first-paint sections only; the keys of the whole language file it asked for in vain. */
async function keysMissedByHome(width: number) {
  setWidth(width);
  installSiteApi();
  const asked = new Set<string>();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en_US',
    resources: { en_US: { translation: first } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => asked.add(key),
  });
  await renderApp('/', { i18n });
  await screen.findAllByTestId('banner-slide');
  await screen.findAllByTestId('game-type-item');
  await screen.findByTestId('site-footer');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [...asked].filter((key) => hasKey(all, key)).sort();
}

describe('first-paint messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearStoredSession();
  });

  it('and the rest make the whole language file, each message once', () => {
    for (const path of FIRST_PAINT_MESSAGES)
      expect(
        hasKey(first, path) ||
          typeof path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], first) === 'object',
        path,
      ).toBe(true);
    expect(mergeMessages(structuredClone(first), structuredClone(rest))).toEqual(all);
    const count = (node: object): number =>
      Object.values(node).reduce((sum: number, value) => sum + (typeof value === 'string' ? 1 : count(value)), 0);
    expect(count(first) + count(rest)).toBe(count(all));
  });

  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ])('hold every message of the home page for a visitor on a %s', async (_name, width) => {
    expect(await keysMissedByHome(width)).toEqual([]);
  });

  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ])('hold every message of the home page for a member on a %s', async (_name, width) => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    expect(await keysMissedByHome(width)).toEqual([]);
  });
});
