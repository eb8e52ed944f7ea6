import { avatarImageUrl } from './avatar-url.ts';
import './member-head.css';

/**
 * A member's avatar head (issue 19 §2): the top of their crisp full figure in a small pixel frame,
 * for lists of members. Decorative: the member's name always stands beside it.
 */
export function MemberHead({ avatarUrl, size = 'md' }: { avatarUrl: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`member-head member-head--${size}`} aria-hidden="true">
      <img src={avatarImageUrl(avatarUrl, 'figure')} alt="" width={84} height={136} loading="lazy" />
    </span>
  );
}
