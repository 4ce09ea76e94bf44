import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, memberProfileFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

const programme = {
  min_first_deposit: '500.00',
  min_valid_bet: '1000.00',
  inviter_reward: '200.00',
  friend_reward: '0.00',
  qualify_within_days: 14,
  max_rewarded_friends: null as number | null,
  max_inviter_reward_total: null as string | null,
};

function api(caps: Partial<typeof programme>) {
  installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    '/api/member/profile': ok({ member_profile: memberProfileFixture() }),
    '/api/bonus_setting/check': ok({ is_friend: 1 }),
    '/api/member/recommend/project': ok({
      recommend_code: 'PLAYER01',
      programme: { ...programme, ...caps },
      currency: 'INR',
      friends: 2,
      rewarded_friends: 1,
      earned: '200.00',
    }),
    '/api/member/recommend/record': ok({ list: [], total: 0, page: 1 }),
  });
}

describe('RecommendProject: caps per inviter', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
  });

  it('shows the programme’s caps on friends rewarded and on the total, in the member’s currency', async () => {
    api({ max_rewarded_friends: 10, max_inviter_reward_total: '1500.00' });
    await renderApp('/user/RecommendAward');
    const project = await screen.findByTestId('recommend-project');
    expect(within(project).getByTestId('invites-cap-friends').textContent).toBe(
      'You are rewarded for at most 10 invited friends.',
    );
    expect(within(project).getByTestId('invites-cap-total').textContent).toBe('Your invite rewards add up to at most ₹1,500.00.');
  });

  it('says nothing of caps the programme does not set', async () => {
    api({ max_rewarded_friends: 3 });
    await renderApp('/user/RecommendAward');
    const project = await screen.findByTestId('recommend-project');
    expect(within(project).getByTestId('invites-cap-friends').textContent).toContain('3');
    expect(within(project).queryByTestId('invites-cap-total')).toBeNull();
  });
});
