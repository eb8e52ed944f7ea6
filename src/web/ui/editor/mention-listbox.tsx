import { userAvatarUrl } from '../../ui/avatar/avatar-url.ts';
import type { MentionSuggestion } from './mention-api.ts';
import './mention-listbox.css';

interface MentionListboxProps {
  id: string;
  open: boolean;
  users: MentionSuggestion[];
  active: number;
  optionId: (index: number) => string;
  onPick: (username: string) => void;
  /** Where in the editor box it opens (under the `@`), once measured. */
  place: { top: number; left: number } | null;
}

/** The suggestions of the editor's `@` autocomplete (issue 17 §2), under the textarea. */
export function MentionListbox({ id, open, users, active, optionId, onPick, place }: MentionListboxProps) {
  // Rendered (empty and hidden) while closed, so the textarea's aria-controls always names it.
  return (
    <div
      id={id}
      className="mention-listbox"
      role="listbox"
      aria-label="Members to mention"
      hidden={!open}
      style={place ?? undefined}
    >
      {open &&
        users.map((user, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (the textarea keeps the focus)
          <div
            key={user.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="mention-listbox__option"
            // a press would move the focus out of the textarea before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(user.username)}
          >
            <img
              className="mention-listbox__avatar"
              src={userAvatarUrl(user.id, 'small')}
              alt=""
              width={28}
              height={28}
              loading="lazy"
              // a member without a saved avatar: just the name
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
            @{user.username}
          </div>
        ))}
    </div>
  );
}
