import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { captchaFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptcha } from './use-captcha.ts';

function Harness() {
  const captcha = useCaptcha(2);
  const [value, setValue] = useState('');
  return <CaptchaField captcha={captcha} value={value} onValueChange={setValue} testId="test-captcha" />;
}

function captchaCalls(fetchMock: ReturnType<typeof installFakeApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/captcha'));
}

describe('useCaptcha', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the image with its token and asks for the given type', async () => {
    const fetchMock = installFakeApi({ '/api/captcha': ok(captchaFixture('tok-a')) });
    await renderWithProviders(<Harness />);
    const image = await screen.findByRole('img', { name: 'Verification code image' });
    expect(image.getAttribute('data-captcha-token')).toBe('tok-a');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(JSON.parse(String(captchaCalls(fetchMock)[0]?.[1]?.body))).toEqual({ type: 2, site_id: 1 });
  });

  it('does not ask again while a captcha is being fetched', async () => {
    let release: () => void = () => {};
    const fetchMock = installFakeApi({
      '/api/captcha': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(captchaFixture('slow')));
        }),
    });
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(captchaCalls(fetchMock)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('test-captcha-refresh'));
    fireEvent.click(screen.getByTestId('test-captcha-refresh'));
    expect(captchaCalls(fetchMock)).toHaveLength(1);
    await act(async () => release());
    expect((await screen.findByTestId('captcha-image')).getAttribute('data-captcha-token')).toBe('slow');
  });

  it('after code 101 waits one second before fetching again', { timeout: 15_000 }, async () => {
    let calls = 0;
    const fetchMock = installFakeApi({
      '/api/captcha': () =>
        ++calls === 1 ? { body: { code: 101, message: 'too_fast', data: null } } : ok(captchaFixture(`tok-${calls}`)),
    });
    await renderWithProviders(<Harness />);
    expect(await screen.findByText('Please wait a moment before asking for a new code.')).toBeTruthy();
    expect(screen.getByTestId('test-captcha-refresh').getAttribute('aria-disabled')).toBe('true');
    // Refreshing during the wait is ignored.
    fireEvent.click(screen.getByTestId('test-captcha-refresh'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(captchaCalls(fetchMock)).toHaveLength(1);
    // Once the second is over the captcha that is still missing is fetched.
    // Generous: the wait is one second, but a loaded machine may run the timer late.
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('tok-2'), {
      timeout: 8000,
    });
    expect(captchaCalls(fetchMock)).toHaveLength(2);
    expect(screen.queryByText('Please wait a moment before asking for a new code.')).toBeNull();
  });

  it('refreshes on request', async () => {
    let calls = 0;
    installFakeApi({ '/api/captcha': () => ok(captchaFixture(`tok-${++calls}`)) });
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('tok-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('tok-2'));
  });
});
