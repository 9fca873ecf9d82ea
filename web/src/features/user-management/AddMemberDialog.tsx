import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newMemberSchema, type AdminMember, type NewMemberResponse } from '@selah/shared';
import { ApiError, isNetworkError } from '../../lib/api';
import { Button, Dialog, TextField } from '../../ui';
import { LinkField, useCopyToClipboard } from './CopyableLink';
import { addMember } from './useAdminUsers';

type Fields = { name: string; username: string; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY_FORM: Fields = { name: '', username: '', email: '' };
const FIELD_NAMES = Object.keys(EMPTY_FORM) as (keyof Fields)[];
const isField = (name: unknown): name is keyof Fields => FIELD_NAMES.includes(name as keyof Fields);

export const ADD_MEMBER_OFFLINE_MESSAGE =
  'Adding a member needs a connection. Try again when you’re back online.';

/** "Send this link to Grace. It works once, within 24 hours, to set a password." */
function setPasswordText(name: string): string {
  return `Send this link to ${name}. It works once, within 24 hours, to set a password.`;
}

export interface AddMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member was created: the page shows them in its list. */
  onAdded: (member: AdminMember) => void;
}

/**
 * Add New User: name, username and email, checked by the same rules as signup, here and again on
 * the server (POST /api/admin/users). The answer is a one-time link for the new member to set their
 * own password, shown to copy: Selah sends no email.
 */
export function AddMemberDialog({ open, onClose, onAdded }: AddMemberDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<Fields>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<NewMemberResponse | null>(null);
  const focusRefused = useRef(false);
  const { copied, copy, reset } = useCopyToClipboard();

  // After a submit, the first refused field takes the focus, so its message is read out with it.
  useEffect(() => {
    if (!focusRefused.current) return;
    focusRefused.current = false;
    const first = FIELD_NAMES.find((field) => errors[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }, [errors, formId]);

  function change(field: keyof Fields, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close() {
    if (pending) return;
    setValues(EMPTY_FORM);
    setErrors({});
    setFailure(null);
    setAdded(null);
    reset();
    onClose();
  }

  function refuse(fieldErrors: FieldErrors) {
    focusRefused.current = true;
    setErrors(fieldErrors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const checked = newMemberSchema.safeParse(values);
    if (!checked.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) fieldErrors[field] ??= issue.message;
      }
      refuse(fieldErrors);
      return;
    }
    setPending(true);
    try {
      const answer = await addMember(values);
      setAdded(answer);
      onAdded(answer.member);
    } catch (error) {
      if (error instanceof ApiError && isField(error.field) && error.serverMessage) {
        refuse({ [error.field]: error.serverMessage });
      } else if (isNetworkError(error)) {
        setFailure(ADD_MEMBER_OFFLINE_MESSAGE);
      } else {
        setFailure(
          (error instanceof ApiError && error.serverMessage) ||
            'Couldn’t add the member. Please try again.',
        );
      }
    } finally {
      setPending(false);
    }
  }

  // One dialog throughout: when the form gives way to the link, the focus moves to the link (read
  // with the sentence above it), and on close it returns to the button that opened the dialog.
  return (
    <Dialog
      open={open}
      onClose={close}
      title={added ? `${added.member.name} was added` : 'Add a new member'}
      description={
        added ? (
          <span id={`${formId}-sentence`}>{setPasswordText(added.member.name)}</span>
        ) : (
          'You’ll get a one-time link for them to set their own password.'
        )
      }
      footer={
        added ? (
          <>
            <Button variant="secondary" onClick={close}>
              Done
            </Button>
            <Button onClick={() => void copy(added.link.url)}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={pending} loadingText="Adding…">
              Add member
            </Button>
          </>
        )
      }
    >
      {added ? (
        <div className="flex flex-col gap-3">
          <LinkField
            url={added.link.url}
            focusOnShow
            describedBy={`${formId}-sentence ${formId}-handover`}
          />
          <p id={`${formId}-handover`} className="text-sm text-ink-muted">
            Selah sends no email: give it to them yourself, in person or in a message only they
            read.
          </p>
        </div>
      ) : (
        <MemberForm
          formId={formId}
          values={values}
          errors={errors}
          failure={failure}
          onChange={change}
          onSubmit={submit}
        />
      )}
    </Dialog>
  );
}

function MemberForm({
  formId,
  values,
  errors,
  failure,
  onChange,
  onSubmit,
}: {
  formId: string;
  values: Fields;
  errors: FieldErrors;
  failure: string | null;
  onChange: (field: keyof Fields, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    /* noValidate: the signup rules' own messages, next to each field, not the browser's. */
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        id={`${formId}-name`}
        label="Name"
        hint="Shown to the community. Leave it empty to use the username."
        autoComplete="off"
        maxLength={80}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <TextField
        id={`${formId}-username`}
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={40}
        value={values.username}
        error={errors.username}
        onChange={(event) => onChange('username', event.target.value)}
      />
      <TextField
        id={`${formId}-email`}
        label="Email"
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger-ink">
          {failure}
        </p>
      )}
    </form>
  );
}
