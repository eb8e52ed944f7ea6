import { LIVE_POSITION_HEADER } from '../../common/events.ts';
import { MSG } from '../../common/messages.ts';
import { notePosition } from './live/live-position.ts';
import { pageAnswers } from './preload.ts';
import { clearSession } from './session-store.ts';

/** A failed API answer: the HTTP status and the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Login answers 401 for a wrong password; that must not be read as an expired session. */
  ignoreAuthFailure?: boolean;
  /**
   * The caller handles an ended session itself (issue 17 §6: a write asks the member to sign in
   * again on the page, keeping their text), so a 401 leaves the session and cached data alone.
   */
  keepSession?: boolean;
  /** Sent even while the page unloads (fetch keepalive): a draft saved on pagehide. */
  keepalive?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

function isFailure(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && (payload as { success?: unknown }).success === false;
}

/**
 * Calls the API with the session cookie and JSON. Throws ApiError for a 4xx/5xx or a
 * `{success:false}` answer; a network failure throws the browser's TypeError unchanged, so
 * screens can tell "the server said no" from "the server could not be reached".
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, ignoreAuthFailure = false, keepSession = false, keepalive } = options;
  if (method === 'GET') {
    // issue 20 §1: a read the page's server already answered inside the page (preload.ts)
    const answer = pageAnswers.take(path);
    if (answer !== undefined) {
      notePosition(pageAnswers.position);
      return answer as T;
    }
  } else pageAnswers.drop();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
  notePosition(response.headers.get(LIVE_POSITION_HEADER));
  const payload = await readJson(response);
  const serverMessage = messageOf(payload);

  const sessionExpired = serverMessage === MSG.sessionExpired;
  if (!keepSession && (sessionExpired || (response.status === 401 && !ignoreAuthFailure))) clearSession();

  if (!response.ok || isFailure(payload)) throw new ApiError(response.status, serverMessage);
  return payload as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} });
}

/** The message to show for a failed write: the server's, else the screen's default (spec 1 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
