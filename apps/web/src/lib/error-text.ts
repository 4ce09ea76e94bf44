import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client.ts';
import { loadedMessages, translateKey } from './i18n.ts';

/**
 * The translation key of a server message, when the site knows it: server messages are keys such as
 * 'too_many_requests' or, grouped, 'password.old_wrong' (server_messages.password.old_wrong). Every language has the
 * same keys, so the page's own messages tell.
 */
export function serverMessageKey(message: string): string | null {
  let node: unknown = loadedMessages()?.server_messages;
  for (const part of message.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? `server_messages.${message}` : null;
}

/**
 * A message for the user from a message key of the site (for example one of the registration rules) or a message
 * of the server (translated when known, else shown as it came).
 */
export function messageText(message: string, t: TFunction): string {
  return translateKey(t, serverMessageKey(message) ?? message);
}

/**
 * A failed call as a sentence (SPEC section 8): timeouts and network failures by their message keys, refusals by the
 * server's message (translated when it is a known key), anything else as an unknown error.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unknown');
  switch (error.kind) {
    case 'requestTimeout':
      return t('errors.requestTimeout');
    case 'networkError':
      return t('errors.networkError');
    case 'unauthorised':
      return t('errors.unauthorised');
    case 'invalidResponse':
      return t('errors.invalidResponse');
    case 'rejected':
    case 'validationFailed':
    case 'httpError':
      if (serverMessageKey(error.message)) return messageText(error.message, t);
      if (error.kind === 'rejected' && error.message) return error.message;
      return t('errors.unknown');
    default:
      return t('errors.unknown');
  }
}

/** describeError bound to the current language. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((error: unknown) => describeError(error, t), [t]);
}
