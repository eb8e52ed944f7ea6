import { useState } from 'react';
import { AVATAR_SIZES } from '../../../common/shop-types.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSavedAvatar } from '../../api/wardrobe.ts';
import { avatarImageUrl } from '../../ui/avatar/avatar-url.ts';

const { width, height } = AVATAR_SIZES.full;

/**
 * The saved avatar, large: the whole 210×340 figure (issue 18 §2), drawn with crisp pixels. On one's own
 * profile the URL carries the saved version, so a look saved a moment ago shows at once. When the
 * image cannot load the frame says so (spec 2 §8).
 */
export function ProfileAvatar({ userId, src, username }: { userId: number; src: string; username: string }) {
  const me = useCurrentUser();
  const own = me?.id === userId;
  const saved = useSavedAvatar(own);
  const url = avatarImageUrl(own && saved.data ? saved.data.avatar_url : src, 'full');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div className="profile-avatar">
      {own && saved.isPending ? null : failedUrl === url ? (
        <p className="profile-avatar__none">No avatar set</p>
      ) : (
        <img
          key={url}
          src={url}
          alt={`${username}'s avatar`}
          width={width}
          height={height}
          className="profile-avatar__image"
          onError={() => setFailedUrl(url)}
        />
      )}
    </div>
  );
}
