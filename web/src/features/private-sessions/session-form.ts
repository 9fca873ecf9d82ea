/**
 * The New Session form's values (as typed) and their conversion to a create input, validated with
 * the shared schema so the messages match the server's.
 */
import { createPrivateSessionSchema } from '@selah/shared';
import type { NewPrivateSession } from '../../data/private-sessions';

export interface SessionFormValues {
  title: string;
  /** '' until a type is chosen. */
  sessionType: string;
  /** A datetime-local value ("2026-04-01T15:00", the device's local time) or ''. */
  scheduledAt: string;
  /** Minutes as typed, or ''. */
  duration: string;
  notes: string;
}

export type SessionFormField = keyof SessionFormValues;
export type SessionFormErrors = Partial<Record<SessionFormField, string>>;

export const EMPTY_SESSION_FORM: SessionFormValues = {
  title: '',
  sessionType: '',
  scheduledAt: '',
  duration: '',
  notes: '',
};

export const INVALID_DATE_MESSAGE = 'Enter a valid date and time';

export function toNewPrivateSession(
  values: SessionFormValues,
): { ok: true; input: NewPrivateSession } | { ok: false; errors: SessionFormErrors } {
  const errors: SessionFormErrors = {};

  let scheduledAt: string | null = null;
  if (values.scheduledAt !== '') {
    // A datetime-local string without an offset is read as local time, then stored as UTC.
    const date = new Date(values.scheduledAt);
    if (Number.isNaN(date.getTime())) errors.scheduledAt = INVALID_DATE_MESSAGE;
    else scheduledAt = date.toISOString();
  }

  const candidate = {
    title: values.title,
    sessionType: values.sessionType,
    scheduledAt,
    duration: values.duration.trim() === '' ? null : Number(values.duration),
    notes: values.notes,
  };
  const parsed = createPrivateSessionSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SessionFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: candidate as NewPrivateSession };
}
