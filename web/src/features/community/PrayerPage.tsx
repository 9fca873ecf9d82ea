import { useRef, useState } from 'react';
import type { ReportReason } from '@selah/shared';
import type { LocalPrayerRequest } from '../../db';
import { usePrayerRequests, type PrayerFilter } from '../../data/prayer/hooks';
import {
  deletePrayerRequest,
  markAnswered,
  prayFor,
  reportPrayerRequest,
  sharePrayerRequest,
  takeBackPrayer,
} from '../../data/prayer/repository';
import { useSession } from '../../session/useSession';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  HeartIcon,
  PageHeader,
  PlusIcon,
  useToast,
} from '../../ui';
import { AnswerPrayerDialog } from './AnswerPrayerDialog';
import { CommunityTabs } from './CommunityTabs';
import { JoinInvitation } from './JoinInvitation';
import { PrayerCard } from './PrayerCard';
import { ReportDialog } from './ReportDialog';
import { SharePrayerDialog } from './SharePrayerDialog';

const SHARE_LABEL = 'Share a prayer request';
const HEADER_DESCRIPTION = 'Carry one another’s burdens. Pray for each other.';

const FILTERS: { value: PrayerFilter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No prayer requests yet. You can ask the community first.' },
  { value: 'mine', label: 'My requests', empty: 'You haven’t asked for prayer yet.' },
  {
    value: 'prayed',
    label: 'I prayed for',
    empty: 'Requests you pray for are kept here, so you hear when they are answered.',
  },
];

/** /community/prayer: prayer requests, "I prayed", answered prayers. Members only. */
export default function PrayerPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <PageHeader title="Community" description={HEADER_DESCRIPTION} />
        <CommunityTabs />
        <JoinInvitation />
      </>
    );
  }
  return <MemberPrayer key={user.id} memberId={user.id} authorName={user.name} />;
}

function MemberPrayer({ memberId, authorName }: { memberId: string; authorName: string }) {
  const [filter, setFilter] = useState<PrayerFilter>('all');
  const requests = usePrayerRequests(filter);
  const { toast } = useToast();
  const [sharing, setSharing] = useState(false);
  const [answering, setAnswering] = useState<LocalPrayerRequest | null>(null);
  const [deleting, setDeleting] = useState<LocalPrayerRequest | null>(null);
  const [busyDeleting, setBusyDeleting] = useState(false);
  const [reporting, setReporting] = useState<LocalPrayerRequest | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const now = new Date();

  function failed(title: string, error: unknown) {
    console.warn(title, error);
    toast({ title, description: 'Please try again.', variant: 'destructive' });
  }

  async function share(content: string, isAnonymous: boolean): Promise<boolean> {
    try {
      await sharePrayerRequest(content, isAnonymous, authorName);
      toast({ title: 'Your request is shared. The community is praying with you.' });
      return true;
    } catch (error) {
      failed('Couldn’t share the request', error);
      return false;
    }
  }

  function togglePrayed(request: LocalPrayerRequest) {
    const write = request.prayedByMe ? takeBackPrayer(request.id) : prayFor(request.id);
    write.catch((error: unknown) => failed('Couldn’t save your prayer', error));
  }

  async function answer(testimony: string): Promise<boolean> {
    if (!answering) return false;
    try {
      await markAnswered(answering.id, testimony);
      toast({ title: 'Praise God! Everyone who prayed will hear.' });
      return true;
    } catch (error) {
      failed('Couldn’t mark it answered', error);
      return false;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyDeleting(true);
    try {
      await deletePrayerRequest(deleting.id);
      setDeleting(null);
      toast({ title: 'Prayer request deleted' });
      listHeading.current?.focus();
    } catch (error) {
      failed('Couldn’t delete the request', error);
    } finally {
      setBusyDeleting(false);
    }
  }

  async function report(input: { reason: ReportReason; note?: string }): Promise<boolean> {
    if (!reporting) return false;
    try {
      await reportPrayerRequest(reporting.id, input);
      toast({ title: 'Thank you. An admin will look at this request.' });
      return true;
    } catch (error) {
      failed('Couldn’t send the report', error);
      return false;
    }
  }

  const openShare = () => setSharing(true);
  const current = FILTERS.find((option) => option.value === filter)!;

  return (
    <>
      <PageHeader
        title="Community"
        description={HEADER_DESCRIPTION}
        actions={
          <Button icon={<PlusIcon />} onClick={openShare}>
            {SHARE_LABEL}
          </Button>
        }
      />
      <CommunityTabs />
      <section aria-labelledby="prayer-heading">
        <h2
          id="prayer-heading"
          ref={listHeading}
          tabIndex={-1}
          className="mb-4 font-display text-xl font-semibold text-ink"
        >
          Prayer Requests
        </h2>
        <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold text-ink-muted transition-colors hover:text-ink aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-ink"
            >
              {option.label}
            </button>
          ))}
        </div>
        {requests === undefined ? (
          <p role="status" className="py-8 text-center text-sm text-ink-muted">
            Loading prayer requests…
          </p>
        ) : requests.length === 0 ? (
          <EmptyState
            icon={<HeartIcon />}
            text={current.empty}
            action={
              filter !== 'prayed' && (
                <button
                  type="button"
                  onClick={openShare}
                  className="min-h-11 font-semibold text-primary-ink underline-offset-4 hover:underline"
                >
                  {SHARE_LABEL}
                </button>
              )
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {requests.map((request) => (
              <li key={request.id}>
                <PrayerCard
                  request={request}
                  own={request.userId === memberId}
                  now={now}
                  onTogglePrayed={togglePrayed}
                  onAnswer={setAnswering}
                  onDelete={setDeleting}
                  onReport={setReporting}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SharePrayerDialog open={sharing} onClose={() => setSharing(false)} onShare={share} />
      <AnswerPrayerDialog
        open={answering !== null}
        onClose={() => setAnswering(null)}
        onAnswer={answer}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this prayer request?"
        description="It will be removed on every device, with the prayers counted on it."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busyDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ReportDialog
        what="request"
        open={reporting !== null}
        onClose={() => setReporting(null)}
        onReport={report}
      />
    </>
  );
}
