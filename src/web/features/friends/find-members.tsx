import { useEffect, useId, useState } from 'react';
import { type FriendState, type FriendsAnswer, SOCIAL } from '../../../common/home-social.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../common/limits.ts';
import { useCurrentUser } from '../../api/session.ts';
import { avatarImageUrl } from '../../ui/avatar/avatar-url.ts';
import { useMentionSuggestions } from '../../ui/editor/mention-api.ts';
import { FriendButton } from '../../ui/friend-button.tsx';
import { FriendRow } from './friend-row.tsx';

/** What the mention endpoint accepts: the start of a username (src/server/forum/mention-routes.ts). */
const NAME_START = /^[A-Za-z0-9_-]{1,24}$/;

function stateIn(lists: FriendsAnswer | undefined, id: number): FriendState {
  if (!lists) return 'none';
  if (lists.friends.some((m) => m.id === id)) return 'friends';
  if (lists.outgoing.some((m) => m.id === id)) return 'requested';
  if (lists.incoming.some((m) => m.id === id)) return 'incoming';
  return 'none';
}

/**
 * "Find members" (issue 19 §2): a username search with the editor's `@` suggestions, each result
 * linking to the profile, with the friend button for where the two stand.
 */
export function FindMembers({
  lists,
  onAnswer,
}: {
  lists: FriendsAnswer | undefined;
  onAnswer: (message: string, tone: 'success' | 'error') => void;
}) {
  const me = useCurrentUser();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const valid = NAME_START.test(query);
  const results = useMentionSuggestions(valid ? query : null);
  const found = valid ? (results.data ?? []) : [];

  return (
    <search className="find-members">
      <form className="find-members__form" onSubmit={(event) => event.preventDefault()} role="presentation">
        <label htmlFor={inputId} className="field__label">
          Username
        </label>
        <input
          id={inputId}
          type="search"
          className="field__input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Start typing a name…"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          aria-describedby={hintId}
        />
        <p id={hintId} className="field__hint">
          {query && !valid ? SOCIAL.friendSearchHint : 'Members whose name starts with what you type.'}
        </p>
      </form>
      {valid && results.isSuccess && found.length === 0 && (
        <p className="find-members__none">{SOCIAL.friendSearchNone}</p>
      )}
      {found.length > 0 && (
        <ul className="friend-list" aria-label="Members found">
          {found.map((member) => (
            <FriendRow
              key={member.id}
              member={{
                ...member,
                avatar_url: avatarImageUrl(`/api/user/${member.id}/avatar.png`, 'figure'),
              }}
            >
              {member.id === me?.id ? (
                <span className="friend-row__you">That's you</span>
              ) : (
                <FriendButton member={member} state={stateIn(lists, member.id)} onAnswer={onAnswer} />
              )}
            </FriendRow>
          ))}
        </ul>
      )}
    </search>
  );
}
