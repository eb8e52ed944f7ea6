import type { AvatarImageSize } from '../../../common/shop-types.ts';

/** A member's composed avatar image at a size of spec 2 §9, keeping a version the URL already has. */
export function avatarImageUrl(url: string, size: AvatarImageSize): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  params.set('size', size);
  return `${path}?${params}`;
}

/** The avatar image of a member by id (unversioned: the server revalidates it by ETag). */
export function userAvatarUrl(userId: number, size: AvatarImageSize): string {
  return avatarImageUrl(`/api/user/${userId}/avatar.png`, size);
}
