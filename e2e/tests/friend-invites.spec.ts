import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSignedIn, post, registerMember } from './members.ts';

/**
 * Friend invites (RecommendAward, decision 56): with the programme open, a member finds the section in the member
 * centre, sees the code, the link with its QR code and the rules, and the friend who registered with the code.
 */

async function openProgramme(request: APIRequestContext) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': '10.77.0.1' },
  );
  expect(login.code).toBe(1000);
  const saved = await post(
    request,
    '/operator/invites/programme/save',
    {
      site_id: 1,
      currency: 'INR',
      enabled: 1,
      min_first_deposit: '500',
      min_valid_bet: '1000',
      inviter_reward: '200',
      friend_reward: '50',
      qualify_within_days: 21,
    },
    { authorization: `Bearer ${login.data.token as string}` },
  );
  expect(saved.code, JSON.stringify(saved)).toBe(1000);
}

test('a member invites a friend with the code of the referral programme and sees the friend waiting to qualify', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openProgramme(request);
  const inviter = await registerMember(request);
  const project = await post(request, '/member/recommend/project', {}, inviter.headers);
  const code = project.data.recommend_code as string;
  const friend = await registerMember(request, 'INR', { recommend_code: code });

  await openSignedIn(page, inviter, '/user/RecommendAward/RecommendProject');
  const programme = page.getByTestId('recommend-project');
  await expect(programme.getByTestId('invite-code')).toHaveText(code);
  const link = new URL(`/?invite=${code}`, page.url()).toString();
  await expect(programme.getByTestId('invite-link')).toHaveText(link);
  await expect(programme.getByRole('img', { name: `QR code of ${link}` })).toBeVisible();
  await expect(programme.getByTestId('invites-condition')).toHaveText(
    'A friend who registers with your code qualifies after a first deposit of at least ₹500.00 and bets of at least ₹1,000.00.',
  );
  await expect(programme.getByTestId('invites-window')).toHaveText(
    'Only the deposit and bets made within 21 days of registering count.',
  );
  await expect(programme.getByTestId('invites-friends')).toHaveText('1');

  // The record, reached from the section's pages.
  await page.getByRole('link', { name: 'Referral record' }).first().click();
  const row = page.getByTestId('invited-friend').filter({ hasText: friend.account });
  await expect(row.getByTestId('invited-friend-reward')).toHaveText('Not qualified yet');
});
