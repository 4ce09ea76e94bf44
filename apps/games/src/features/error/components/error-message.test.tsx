import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createGameI18n } from '../../../lib/i18n.ts';
import { readStartupData, STARTUP_DATA_ID } from '../../../lib/startup-data.ts';
import { errorPageData } from '../api/error-page-data.ts';
import { ErrorMessage } from './error-message.tsx';

async function renderError(language: Parameters<typeof createGameI18n>[0], code: string) {
  const i18n = await createGameI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ErrorMessage code={code} />
    </I18nextProvider>,
  );
  return screen.getByRole('alert');
}

describe('the error message', () => {
  it("shows the code's message as an alert the browser tests find", async () => {
    const alert = await renderError('en_US', 'session_expired');
    expect(alert).toHaveProperty(
      'textContent',
      'Your game session has expired. Please return to the lobby and open the game again.',
    );
    expect(alert.dataset.testid).toBe('house-error');
  });

  it('speaks the language of the launch', async () => {
    const alert = await renderError('th_TH', 'invalid_session');
    expect(alert.textContent).toBe('เซสชันเกมไม่ถูกต้อง กรุณาเปิดเกมจากล็อบบี้');
  });

  it('reads an unknown code as an invalid session', async () => {
    const alert = await renderError('en_US', 'no_such_code');
    expect(alert.textContent).toBe('This game session is not valid. Please open the game from the lobby.');
  });
});

describe("the error page's start-up data", () => {
  it('comes from the JSON block of the shell', () => {
    document.body.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">{"code":"session_ended","language":"ko_KR"}</script>`;
    expect(errorPageData(readStartupData())).toEqual({ code: 'session_ended', language: 'ko_KR' });
  });

  it('falls back to an invalid session in English when the block is missing or broken', () => {
    expect(errorPageData(readStartupData())).toEqual({ code: 'invalid_session', language: 'en_US' });
    document.body.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">{not json</script>`;
    expect(errorPageData(readStartupData())).toEqual({ code: 'invalid_session', language: 'en_US' });
    document.body.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">{"code":"network","language":"xx"}</script>`;
    expect(errorPageData(readStartupData())).toEqual({ code: 'network', language: 'en_US' });
  });
});
