import { useCallback, useState } from 'react';
import { PAGE_SIZE_MAX, reportedPostSchema, type ReportedPost } from '@selah/shared';
import { api, isNetworkError } from '../../lib/api';
import { adminErrorMessage, useAdminRead, type AdminRead } from './useAdminRead';

/** Reported posts asked for at a time. */
export const REPORTS_PAGE_SIZE = 50;

type ReportsPage = {
  items: ReportedPost[];
  /** The next page's cursor (X-Next-Cursor); null when every reported post is listed. */
  next: string | null;
};

type ReportsReady = ReportsPage & { loadingMore: boolean; moreError: string | null };

export type ReportsState = AdminRead<ReportsReady>;

const FORBIDDEN_MESSAGE = 'Reported posts are for community admins only.';

/** One hide or restore under way, or the message of the last one that failed, per post. */
export type ModerationState = Record<string, { busy: boolean; error: string | null }>;

/** One page of the queue; errors are api.ts's (NetworkError, ApiError). */
async function getPage(query: URLSearchParams, signal?: AbortSignal): Promise<ReportsPage> {
  const { body, next } = await api.getPage('/api/admin/reports', { query, signal });
  return { items: reportedPostSchema.array().parse(body ?? []), next };
}

function reportsQuery(limit: number, cursor?: string): URLSearchParams {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return query;
}

const errorMessage = (error: unknown) => adminErrorMessage(error, FORBIDDEN_MESSAGE);

/** The first page, ready to show. */
async function readFirstPage(signal: AbortSignal): Promise<ReportsReady> {
  const page = await getPage(reportsQuery(REPORTS_PAGE_SIZE), signal);
  return { ...page, loadingMore: false, moreError: null };
}

/**
 * The admins' queue of reported posts (GET /api/admin/reports), newest report first, 50 at a time,
 * straight from the server like the member list. Only runs when `enabled`; loads again by itself
 * when the browser comes back online, and on `retry()`. `moderate` hides or restores a post, then
 * reads the listed reports again.
 */
export function useReportedPosts(enabled: boolean) {
  const { state, setState, retry } = useAdminRead(enabled, readFirstPage, FORBIDDEN_MESSAGE);
  const [moderation, setModeration] = useState<ModerationState>({});

  const loadMore = useCallback(async () => {
    const current = state;
    if (current.status !== 'ready' || current.next === null || current.loadingMore) return;
    setState({ ...current, loadingMore: true, moreError: null });
    try {
      const { items, next } = await getPage(reportsQuery(REPORTS_PAGE_SIZE, current.next));
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
  }, [state, setState]);

  /** Reads the listed reports again (as many as are listed), keeping them if that fails. */
  const listed = state.status === 'ready' ? state.items.length : 0;
  const refresh = useCallback(async () => {
    const limit = Math.min(PAGE_SIZE_MAX, Math.max(REPORTS_PAGE_SIZE, listed));
    try {
      const { items, next } = await getPage(reportsQuery(limit));
      setState((now) => (now.status === 'ready' ? { ...now, items, next } : now));
    } catch {
      // The hide or restore itself is shown already; the list is read again next time.
    }
  }, [listed, setState]);

  const moderate = useCallback(
    async (postId: string, action: 'hide' | 'restore', table: ReportedPost['table']) => {
      setModeration((now) => ({ ...now, [postId]: { busy: true, error: null } }));
      try {
        const answer =
          table === 'prayerRequests'
            ? await api.post(`/api/admin/prayer-requests/:id/${action}`, { param: { id: postId } })
            : await api.post(`/api/admin/community-posts/:id/${action}`, { param: { id: postId } });
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
        const what = table === 'prayerRequests' ? 'prayer request' : 'post';
        const message = isNetworkError(error)
          ? `Couldn’t ${verb} the ${what}: you’re offline. Try again when you’re back online.`
          : `Couldn’t ${verb} the ${what}. ${errorMessage(error)}`;
        setModeration((now) => ({ ...now, [postId]: { busy: false, error: message } }));
      }
    },
    [refresh, setState],
  );

  return { state, moderation, retry, loadMore, moderate };
}
