import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import type { PlayEnv } from '../play-controller.ts';
import { getAskLogin } from '../play-links.ts';

/** The page facts the play controller needs, read at the moment of the click. */
export function usePlayEnv(): () => PlayEnv {
  const { t, i18n } = useTranslation();
  const mode = useLayoutMode();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const env: PlayEnv = {
    t,
    language: i18n.language,
    mode,
    navigate: (to) => void navigate(to),
    config,
    queryClient,
    askLogin: getAskLogin(),
  };
  const latest = useRef(env);
  latest.current = env;
  return useCallback(() => latest.current, []);
}
