import { POST_TEXT_MAX, THREAD_TITLE_MAX } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { hasVisibleText } from '../../common/text.ts';
import { badRequest } from '../http/errors.ts';

/** Post text is stored as written (markdown); only emptiness and length are checked. */
export function checkText(text: string): string {
  if (!text.trim()) throw badRequest(MSG.textRequired);
  if (text.length > POST_TEXT_MAX) throw badRequest(MSG.textTooLong);
  return text;
}

/** A title of only spaces, zero-width or direction-control characters counts as empty. */
export function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (!hasVisibleText(trimmed)) throw badRequest(MSG.titleRequired);
  if (trimmed.length > THREAD_TITLE_MAX) throw badRequest(MSG.titleTooLong);
  return trimmed;
}

export function checkTriggerWarning(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.length > 200) throw badRequest(MSG.triggerWarningTooLong);
  return trimmed;
}
