import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import fallbackMessages from '../locales/en_US.json';
import { isApiError } from './api-client.ts';

type ServerMessageKey = keyof typeof fallbackMessages.server_messages;

function isServerMessageKey(message: string): message is ServerMessageKey {
  return Object.hasOwn(fallbackMessages.server_messages, message);
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
      if (isServerMessageKey(error.message)) return t(`server_messages.${error.message}`);
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
