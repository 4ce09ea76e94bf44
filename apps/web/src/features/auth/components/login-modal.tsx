import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';
import { authModals, type LoginTab } from '../auth-modals.ts';
import { RegisterForm } from '../register/register-form.tsx';
import { LoginForm } from './login-form.tsx';
import './auth-dialogs.css';

const TABS: readonly LoginTab[] = ['login', 'register'];

/** The login dialog with its two tabs, log in and register (SPEC section 2, "Modals"). */
export function LoginModal({ tab }: { tab: LoginTab }) {
  const { t } = useTranslation();
  const id = useId();
  const tabRefs = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({});
  const labels: Record<LoginTab, string> = { login: t('login.tab_login'), register: t('login.tab_register') };

  const select = (next: LoginTab, focus = false) => {
    authModals.openLogin(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(event.key === 'Home' ? 'login' : 'register', true);
    } else if (step !== 0) {
      event.preventDefault();
      select(TABS[(index + step + TABS.length) % TABS.length] ?? 'login', true);
    }
  };

  return (
    <Modal
      title={tab === 'login' ? t('login.title') : t('signup.title')}
      onClose={authModals.close}
      closeLabel={t('common.close')}
      testId="login-modal"
      size={tab === 'register' ? 'lg' : 'md'}
      className="auth-dialog"
    >
      <div role="tablist" aria-label={t('login.tabs_label')} className="auth-tabs" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="auth-tabs__tab"
            data-testid={`login-tab-${name}`}
            onClick={() => select(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="auth-tabs__panel">
        {tab === 'login' ? <LoginForm onSwitchToRegister={() => select('register')} /> : <RegisterForm variant="modal" />}
      </div>
    </Modal>
  );
}
