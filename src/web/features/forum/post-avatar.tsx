import { useState } from 'react';
import { DELETED_MEMBER } from '../../../common/members.ts';
import { userAvatarUrl } from '../../ui/avatar/avatar-url.ts';

// a steady colour per author for the initial tile
const TILE_COLOURS = ['#ffc23d', '#2ec4b6', '#ef476f', '#3a86ff', '#9b5de5', '#06d6a0', '#ff8c42'];
function tileColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length]!;
}

/**
 * The author's whole figure (issue 18 §2), 84×136 with crisp pixels on wide screens and halved on
 * phones (thread-page.css); an author without an avatar (the image answers 404), or a deleted
 * member, gets the initial on a coloured tile. The image is revalidated by ETag, so a thread of
 * many posts by few authors loads each figure once.
 */
export function PostAvatar({ userId, name }: { userId: number; name: string }) {
  // A deleted member has no avatar: their tile, without asking for the image.
  const [failed, setFailed] = useState(name === DELETED_MEMBER);
  if (failed) {
    return (
      <span className="post-card__tile" style={{ background: tileColour(name) }} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className="post-card__avatar" aria-hidden="true">
      <img
        src={userAvatarUrl(userId, 'figure')}
        alt=""
        width={84}
        height={136}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
