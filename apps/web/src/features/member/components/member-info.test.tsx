import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, memberProfileFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

describe('/user/Info', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the birth date in the page language, like every other date of the site', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture()),
      '/api/member/profile': ok({ member_profile: memberProfileFixture({ member_birthday: '1990-06-16' }) }),
    });
    await renderApp('/user/Info', { language: 'zh_CN' });
    const profile = await screen.findByTestId('member-profile');
    expect(within(profile).getByText('1990/06/16')).toBeTruthy();
  });
});
