import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SAFETY_PLAN_LIMITS } from '../../data/care/safety-plan-schema';
import { cn } from '../../lib/cn';
import { Button, Card, PlusIcon, TrashIcon, buttonClasses, controlClasses } from '../../ui';
import {
  PLAN_LISTS,
  personRow,
  textRow,
  validateRows,
  type PersonRow,
  type PlanErrors,
  type PlanRows,
  type TextRow,
} from './safety-plan-form';
import { LIST_LABELS, PEOPLE_LABELS, type ListLabels } from './safety-plan-labels';

export interface SafetyPlanEditorProps {
  initial: PlanRows;
  saving: boolean;
  /** Called with rows that passed the plan's checks. */
  onSave: (rows: PlanRows) => void;
  /** Absent for a first plan (nothing to go back to). */
  onCancel?: () => void;
  /** Focus the first field when the editor opens (after "Edit plan"). */
  autoFocus?: boolean;
}

const removeClasses =
  'grid size-12 shrink-0 place-items-center rounded-full text-ink-muted transition-colors ' +
  'hover:bg-danger-soft hover:text-danger-ink';

/**
 * Editing the safety plan: each list's items with Add and Remove, the people with a name and a
 * phone number, then Save. Focus follows the edits: to a new row, and after a removal to the row
 * before it (or the list's Add button).
 */
export function SafetyPlanEditor({
  initial,
  saving,
  onSave,
  onCancel,
  autoFocus = false,
}: SafetyPlanEditorProps) {
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<PlanErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const fields = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(autoFocus ? firstKey(initial) : null);

  useLayoutEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    fields.current.get(key)?.focus();
  });

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) fields.current.set(key, element);
    else fields.current.delete(key);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRows(rows);
    setErrors(found);
    const first = Object.keys(found)[0];
    setShowSummary(first !== undefined);
    if (first === undefined) {
      onSave(rows);
      return;
    }
    // The field itself, else its row's first field, else (a list-wide error) the list's Add button.
    focusNext.current =
      [first, first.split('.')[0]!, `add-${first}`].find((key) => fields.current.has(key)) ?? null;
  }

  function updateList<List extends keyof PlanRows>(
    list: List,
    next: PlanRows[List],
    focus?: string,
  ) {
    setRows((current) => ({ ...current, [list]: next }));
    if (focus) focusNext.current = focus;
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {showSummary && (
        <p
          role="alert"
          className="rounded-2xl border border-danger/30 bg-danger-soft p-4 text-sm font-medium text-danger-ink"
        >
          Something needs a look before your plan can be saved. The fields to check are marked.
        </p>
      )}
      {PLAN_LISTS.map((list) => (
        <ListEditor
          key={list}
          labels={LIST_LABELS[list]}
          rows={rows[list]}
          errors={errors}
          listError={errors[list]}
          addKey={`add-${list}`}
          register={register}
          onChange={(next, focus) => updateList(list, next, focus)}
        />
      ))}
      <PeopleEditor
        rows={rows.people}
        errors={errors}
        listError={errors.people}
        addKey="add-people"
        register={register}
        onChange={(next, focus) => updateList('people', next, focus)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save plan
        </Button>
      </div>
    </form>
  );
}

function firstKey(rows: PlanRows): string | null {
  return rows.reasonsForLiving[0]?.key ?? null;
}

interface ListProps<Row> {
  rows: Row[];
  errors: PlanErrors;
  listError: string | undefined;
  /** The Add button's focus key. */
  addKey: string;
  register: (key: string) => (element: HTMLElement | null) => void;
  /** The new rows, and the field to focus next (a row's key, or addKey). */
  onChange: (rows: Row[], focus?: string) => void;
}

function ListEditor({
  labels,
  rows,
  errors,
  register,
  onChange,
  ...card
}: ListProps<TextRow> & { labels: ListLabels }) {
  const id = useId();
  const listName = labels.item.toLowerCase();
  return (
    <ListEditorCard
      {...card}
      id={id}
      labels={labels}
      hintId={`${id}-hint`}
      rows={rows}
      register={register}
      onChange={onChange}
      newRow={textRow}
      rowClassName="flex items-start gap-2"
      renderRow={(row, index, remove) => {
        const fieldId = `${id}-${row.key}`;
        const error = errors[row.key];
        return (
          <>
            <div className="min-w-0 flex-1">
              <label htmlFor={fieldId} className="sr-only">
                {labels.item} {index + 1}
              </label>
              <input
                ref={register(row.key)}
                id={fieldId}
                value={row.value}
                maxLength={SAFETY_PLAN_LIMITS.text}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(event) =>
                  onChange(
                    rows.map((other) =>
                      other.key === row.key ? { ...other, value: event.target.value } : other,
                    ),
                  )
                }
                className={cn(controlClasses, 'h-12')}
              />
              {error && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-danger-ink">
                  {error}
                </p>
              )}
            </div>
            <RemoveButton label={`Remove ${listName} ${index + 1}`} onClick={remove} />
          </>
        );
      }}
    />
  );
}

function PeopleEditor({ rows, errors, register, onChange, ...card }: ListProps<PersonRow>) {
  const id = useId();
  const change = (key: string, field: 'name' | 'phone', value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <ListEditorCard
      {...card}
      id={id}
      labels={PEOPLE_LABELS}
      rows={rows}
      register={register}
      onChange={onChange}
      newRow={personRow}
      renderRow={(row, index, remove) => (
        <fieldset className="flex items-start gap-2 rounded-2xl border border-line/80 p-3">
          <legend className="sr-only">Person {index + 1}</legend>
          <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
            <PersonField
              id={`${id}-${row.key}-name`}
              label="Name"
              value={row.name}
              error={errors[`${row.key}.name`]}
              inputRef={register(row.key)}
              maxLength={SAFETY_PLAN_LIMITS.name}
              autoComplete="off"
              onChange={(value) => change(row.key, 'name', value)}
            />
            <PersonField
              id={`${id}-${row.key}-phone`}
              label="Phone"
              type="tel"
              value={row.phone}
              error={errors[`${row.key}.phone`]}
              inputRef={register(`${row.key}.phone`)}
              maxLength={SAFETY_PLAN_LIMITS.phone}
              autoComplete="off"
              onChange={(value) => change(row.key, 'phone', value)}
            />
          </div>
          <RemoveButton label={`Remove person ${index + 1}`} className="mt-7" onClick={remove} />
        </fieldset>
      )}
    />
  );
}

/**
 * The card every list in the plan shares, so Add, Remove and where focus lands after them work
 * the same in each: title and hint, one <li> per row, the list's error, and the Add button.
 */
function ListEditorCard<Row extends { key: string }>({
  id,
  labels,
  hintId,
  rows,
  listError,
  addKey,
  register,
  onChange,
  newRow,
  rowClassName,
  renderRow,
}: Omit<ListProps<Row>, 'errors'> & {
  /** The caller's useId, the prefix of the title's id. */
  id: string;
  labels: Pick<ListLabels, 'title' | 'hint' | 'add'>;
  hintId?: string;
  newRow: () => Row;
  rowClassName?: string;
  /** A row's content; `remove` drops the row and focuses the one before it, else after, else Add. */
  renderRow: (row: Row, index: number, remove: () => void) => ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {labels.title}
      </h2>
      <p id={hintId} className="mt-0.5 text-sm text-ink-muted">
        {labels.hint}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className={rowClassName}>
            {renderRow(row, index, () =>
              onChange(
                rows.filter((other) => other.key !== row.key),
                rows[index - 1]?.key ?? rows[index + 1]?.key ?? addKey,
              ),
            )}
          </li>
        ))}
      </ul>
      {listError && <p className="mt-2 text-sm font-medium text-danger-ink">{listError}</p>}
      <AddButton
        buttonRef={register(addKey)}
        disabled={rows.length >= SAFETY_PLAN_LIMITS.items}
        onClick={() => {
          const added = newRow();
          onChange([...rows, added], added.key);
        }}
      >
        {labels.add}
      </AddButton>
    </Card>
  );
}

function RemoveButton(props: { label: string; className?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      className={cn(removeClasses, props.className)}
      onClick={props.onClick}
    >
      <TrashIcon className="size-5" />
    </button>
  );
}

function PersonField({
  id,
  label,
  value,
  error,
  inputRef,
  onChange,
  type = 'text',
  maxLength,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  inputRef?: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  maxLength: number;
  autoComplete: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClasses, 'h-12')}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}

function AddButton({
  buttonRef,
  disabled,
  onClick,
  children,
}: {
  buttonRef: (element: HTMLElement | null) => void;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={buttonClasses({ variant: 'ghost', className: 'mt-3 -ml-2' })}
    >
      <PlusIcon className="size-4" />
      {children}
    </button>
  );
}
