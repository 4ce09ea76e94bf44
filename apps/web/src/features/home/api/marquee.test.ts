import { describe, expect, it } from 'vitest';
import { announcementFixture } from '../../../test/fixtures.ts';
import { visibleAnnouncements } from './marquee.ts';

describe('visibleAnnouncements', () => {
  const list = [
    announcementFixture({ id: 1, sort: 3, content: 'members only', display_before_login: 0, display_after_login: 1 }),
    announcementFixture({ id: 2, sort: 2, content: 'everyone', display_before_login: 1, display_after_login: 1 }),
    announcementFixture({ id: 3, sort: 1, content: 'visitors only', display_before_login: 1, display_after_login: 0 }),
    announcementFixture({ id: 4, sort: 0, content: '   ', display_before_login: 1, display_after_login: 1 }),
  ];

  it('shows visitors only the items marked display_before_login, in sort order', () => {
    expect(visibleAnnouncements(list, 'visitor').map((a) => a.content)).toEqual(['visitors only', 'everyone']);
  });

  it('shows members the items marked display_after_login', () => {
    expect(visibleAnnouncements(list, 'member').map((a) => a.content)).toEqual(['everyone', 'members only']);
  });
});
