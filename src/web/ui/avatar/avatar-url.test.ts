import { describe, expect, it } from 'vitest';
import { avatarImageUrl, userAvatarUrl } from './avatar-url.ts';

describe('avatar image URLs', () => {
  it('adds the size to a plain URL', () => {
    expect(avatarImageUrl('/api/user/7/avatar.png', 'large')).toBe('/api/user/7/avatar.png?size=large');
    expect(userAvatarUrl(3, 'small')).toBe('/api/user/3/avatar.png?size=small');
  });

  it('keeps the version and replaces a size already there', () => {
    expect(avatarImageUrl('/api/user/7/avatar.png?v=4&size=full', 'small')).toBe(
      '/api/user/7/avatar.png?v=4&size=small',
    );
  });
});
