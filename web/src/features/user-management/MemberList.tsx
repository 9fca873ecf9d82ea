import {
  activityStatus,
  formatShortDate,
  relativeTime,
  type ActivityStatus,
  type AdminMember,
} from '@selah/shared';
import { Avatar, Badge, Card, CardHeader, EmptyState, type BadgeTone } from '../../ui';
import { ResetLinkButton } from './ResetLinkButton';

const statusTone: Record<ActivityStatus, BadgeTone> = {
  Active: 'success',
  Recent: 'primary',
  Offline: 'neutral',
};

export interface MemberListProps {
  members: AdminMember[];
  now: Date;
  timeZone: string;
}

/**
 * Every member: name, username and email, admin badge, activity and joined date, and a way to make
 * them a password reset link.
 */
export function MemberList({ members, now, timeZone }: MemberListProps) {
  return (
    <Card as="section" aria-labelledby="members-heading">
      <CardHeader title={<span id="members-heading">Members</span>} />
      {members.length === 0 ? (
        <EmptyState text="No members yet." />
      ) : (
        <ul className="divide-y divide-line/70">
          {members.map((member) => {
            const status = activityStatus(member.lastSeenAt, now);
            return (
              <li
                key={member.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Avatar name={member.name} decorative />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-ink">{member.name}</h3>
                      {member.isAdmin && <Badge tone="accent">Admin</Badge>}
                    </div>
                    <p className="truncate text-sm text-ink-muted">
                      @{member.username} · {member.email}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pl-13 text-sm text-ink-muted sm:pl-0 sm:text-right">
                  <span className="inline-flex items-center gap-2">
                    <Badge tone={statusTone[status]}>{status}</Badge>
                    {member.lastSeenAt && (
                      <span>
                        Last seen{' '}
                        <time dateTime={member.lastSeenAt}>
                          {relativeTime(member.lastSeenAt, now).toLowerCase()}
                        </time>
                      </span>
                    )}
                  </span>
                  <span>
                    Joined{' '}
                    <time dateTime={member.createdAt}>
                      {formatShortDate(member.createdAt, timeZone)}
                    </time>
                  </span>
                  <ResetLinkButton memberId={member.id} memberName={member.name} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
