import { useState } from 'react';

/**
 * The saved avatar at its full size, 210×340 (spec 2 §9), drawn with crisp pixels. Until the
 * avatar image exists, or when it fails to load, the frame says so (spec 2 §8).
 */
export function ProfileAvatar({ src, username }: { src: string; username: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="profile-avatar">
      {failed ? (
        <p className="profile-avatar__none">No avatar set</p>
      ) : (
        <img
          src={src}
          alt={`${username}'s avatar`}
          width={210}
          height={340}
          className="profile-avatar__image"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
