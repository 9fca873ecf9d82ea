import { useCallback, useEffect, useState } from 'react';
import {
  NEXT_CURSOR_HEADER,
  PAGE_SIZE_MAX,
  reportedPostSchema,
  type ReportedPost,
} from '@selah/shared';
import { ApiError, NetworkError, api, isNetworkError } from '../../lib/api';
import { timeZoneHeader } from '../../lib/time-zone';
import { useOnlineStatus } from '../../lib/useOnlineStatus';

/** Reported posts asked for at a time. */
export const REPORTS_PAGE_SIZE = 50;

export type ReportsState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: ReportedPost[];
      /** The next page's cursor (X-Next-Cursor); null when every reported post is listed. */
      next: string | null;
      loadingMore: boolean;
      moreError: string | null;
    };

/** One hide or restore under way, or the message of the last one that failed, per post. */
export type ModerationState = Record<string, { busy: boolean; error: string | null }>;

/**
 * GET with the list's next-page cursor: api.get gives the body only, and the queue pages by the
 * X-Next-Cursor header. Errors are api.ts's (NetworkError, ApiError).
 */
async function getPage(path: string, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(path, { headers: timeZoneHeader(), credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  if (!response.ok) {
    let message: string | undefined;
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') message = parsed.error;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, text, response.statusText, message, undefined);
  }
  const items = reportedPostSchema.array().parse(text ? JSON.parse(text) : []);
  return { items, next: response.headers.get(NEXT_CURSOR_HEADER) };
}

function reportsPath(limit: number, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/api/admin/reports?${query}`;
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return 'Reported posts are for community admins only.';
    return error.serverMessage ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The admins' queue of reported posts (GET /api/admin/reports), newest report first, 50 at a time,
 * straight from the server like the member list. Only runs when `enabled`; loads again by itself
 * when the browser comes back online, and on `retry()`. `moderate` hides or restores a post, then
 * reads the listed reports again.
 */
export function useReportedPosts(enabled: boolean) {
  const online = useOnlineStatus();
  const [state, setState] = useState<ReportsState>({ status: 'loading' });
  const [moderation, setModeration] = useState<ModerationState>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    if (!online) {
      setState({ status: 'offline' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPage(reportsPath(REPORTS_PAGE_SIZE), controller.signal)
      .then(({ items, next }) =>
        setState({ status: 'ready', items, next, loadingMore: false, moreError: null }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNetworkError(error)) setState({ status: 'offline' });
        else setState({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [enabled, online, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    const current = state;
    if (current.status !== 'ready' || current.next === null || current.loadingMore) return;
    setState({ ...current, loadingMore: true, moreError: null });
    try {
      const { items, next } = await getPage(reportsPath(REPORTS_PAGE_SIZE, current.next));
      setState((now) =>
        now.status === 'ready'
          ? { ...now, items: [...now.items, ...items], next, loadingMore: false }
          : now,
      );
    } catch (error) {
      const moreError = isNetworkError(error)
        ? 'More reports load when you’re back online.'
        : errorMessage(error);
      setState((now) => (now.status === 'ready' ? { ...now, loadingMore: false, moreError } : now));
    }
  }, [state]);

  /** Reads the listed reports again (as many as are listed), keeping them if that fails. */
  const listed = state.status === 'ready' ? state.items.length : 0;
  const refresh = useCallback(async () => {
    const limit = Math.min(PAGE_SIZE_MAX, Math.max(REPORTS_PAGE_SIZE, listed));
    try {
      const { items, next } = await getPage(reportsPath(limit));
      setState((now) => (now.status === 'ready' ? { ...now, items, next } : now));
    } catch {
      // The hide or restore itself is shown already; the list is read again next time.
    }
  }, [listed]);

  const moderate = useCallback(
    async (postId: string, action: 'hide' | 'restore') => {
      setModeration((now) => ({ ...now, [postId]: { busy: true, error: null } }));
      try {
        const answer = await api.post<{ id: string; hiddenAt: string | null }>(
          `/api/admin/community-posts/${encodeURIComponent(postId)}/${action}`,
        );
        setState((now) =>
          now.status === 'ready'
            ? {
                ...now,
                items: now.items.map((item) =>
                  item.post.id === postId ? { ...item, hiddenAt: answer?.hiddenAt ?? null } : item,
                ),
              }
            : now,
        );
        setModeration((now) => ({ ...now, [postId]: { busy: false, error: null } }));
        await refresh();
      } catch (error) {
        const verb = action === 'hide' ? 'hide' : 'restore';
        const message = isNetworkError(error)
          ? `Couldn’t ${verb} the post: you’re offline. Try again when you’re back online.`
          : `Couldn’t ${verb} the post. ${errorMessage(error)}`;
        setModeration((now) => ({ ...now, [postId]: { busy: false, error: message } }));
      }
    },
    [refresh],
  );

  return { state, moderation, retry, loadMore, moderate };
}
