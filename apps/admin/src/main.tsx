import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AdminApp } from './app.tsx';
import { AdminSessionProvider } from './features/sign-in/hooks/admin-session.tsx';
import { adminLanguage, createAdminI18n } from './lib/i18n.ts';
import './ui/admin.css';

const language = adminLanguage(navigator.languages);
document.documentElement.lang = language.replace('_', '-');
void createAdminI18n(language).then((i18n) => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename="/admin">
        <AdminSessionProvider>
          <AdminApp />
        </AdminSessionProvider>
      </BrowserRouter>
    </I18nextProvider>,
  );
});
