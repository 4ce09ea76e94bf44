import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastArea } from '../ui/toast.tsx';

function AppToasts() {
  const { t } = useTranslation();
  return <ToastArea label={t('toast.area_label')} dismissLabel={t('toast.dismiss')} />;
}

/** Query cache, translations and the toast area around the whole app. */
export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
