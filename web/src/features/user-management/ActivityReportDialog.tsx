import { useEffect, useState } from 'react';
import { formatShortDate, type ActivityReport } from '@selah/shared';
import { ApiError, isNetworkError } from '../../lib/api';
import { Button, Dialog, RefreshIcon, Spinner } from '../../ui';
import { getActivityReport } from './useAdminUsers';

export const REPORT_OFFLINE_MESSAGE =
  'The activity report needs a connection. Try again when you’re back online.';

type ReportState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; report: ActivityReport };

const cellClasses = 'px-1 py-2 text-right tabular-nums sm:px-3';
const headerClasses = 'px-1 py-2 text-left font-semibold text-ink sm:px-3';
const captionClasses = 'mb-2 text-left font-semibold text-ink';

function failureText(error: unknown): string {
  if (isNetworkError(error)) return REPORT_OFFLINE_MESSAGE;
  return (
    (error instanceof ApiError && error.serverMessage) ||
    'Couldn’t load the report. Please try again.'
  );
}

/**
 * Activity Report (GET /api/admin/activity), read each time it opens: how many members visited,
 * joined and posted, as two small tables. Counts only, nothing per member, and nothing from
 * anyone's moods, goals or journal, which stay private (see /privacy).
 */
export function ActivityReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getActivityReport(controller.signal)
      .then((report) => setState({ status: 'ready', report }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureText(error) });
      });
    return () => controller.abort();
  }, [open, attempt]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Activity report"
      description="Counts only: nothing from members’ moods, goals or journals is counted or shown."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {state.status === 'loading' && (
        <div className="grid place-items-center py-8">
          <Spinner label="Loading the report…" />
        </div>
      )}
      {state.status === 'failed' && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-ink">
            {state.message}
          </p>
          <Button
            variant="secondary"
            icon={<RefreshIcon />}
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </Button>
        </div>
      )}
      {state.status === 'ready' && <ReportTables report={state.report} />}
    </Dialog>
  );
}

function ReportTables({ report }: { report: ActivityReport }) {
  const seen = [
    ['In the last 24 hours', report.membersSeen.day],
    ['In the last 7 days', report.membersSeen.week],
    ['In the last 30 days', report.membersSeen.month],
  ] as const;
  const lastWeek = report.weeks.length - 1;
  return (
    <div className="flex flex-col gap-6 text-sm">
      <table className="w-full border-collapse">
        <caption className={captionClasses}>Members who visited</caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className={headerClasses}>
              When
            </th>
            <th scope="col" className={`${headerClasses} text-right`}>
              Members
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {seen.map(([label, count]) => (
            <tr key={label}>
              <th scope="row" className="px-1 py-2 text-left font-normal text-ink sm:px-3">
                {label}
              </th>
              <td className={cellClasses}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {/* Four columns fit a 360 px phone: the headings wrap, the figures are short. */}
      <table className="w-full border-collapse">
        <caption className={captionClasses}>
          The last {report.weeks.length} weeks
          <span className="block font-normal text-ink-muted">
            Weeks start Monday, UTC. Posts are counted in the week they were written; deleted posts
            aren’t counted.
          </span>
        </caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className={headerClasses}>
              Week of
            </th>
            <th scope="col" className={`${headerClasses} text-right`}>
              New members
            </th>
            <th scope="col" className={`${headerClasses} text-right`}>
              Posts shown
            </th>
            <th scope="col" className={`${headerClasses} text-right`}>
              Posts hidden
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {report.weeks.map((week, index) => (
            <tr key={week.weekStart}>
              <th scope="row" className="px-1 py-2 text-left font-normal text-ink sm:px-3">
                <time dateTime={week.weekStart} className="whitespace-nowrap">
                  {formatShortDate(week.weekStart, 'UTC')}
                </time>
                {index === lastWeek && (
                  <span className="block text-xs text-ink-muted">This week, so far</span>
                )}
              </th>
              <td className={cellClasses}>{week.newMembers}</td>
              <td className={cellClasses}>{week.visiblePosts}</td>
              <td className={cellClasses}>{week.hiddenPosts}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className="text-ink">
        <span className="font-semibold">Open reports:</span> {report.openReports}{' '}
        <span className="text-ink-muted">
          ({report.openReports === 1 ? 'a reported post' : 'reported posts'} still in the feed)
        </span>
      </p>
    </div>
  );
}
