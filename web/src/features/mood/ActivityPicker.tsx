import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { activityProblem, setActivityList, useActivityList } from '../../lib/activity-list';
import { Button, TextField } from '../../ui';
import { XIcon } from '../../ui/icons';

export interface ActivityPickerProps {
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}

const chip =
  'inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9';

/**
 * "What did you do?": the member's activities as toggle buttons, a few taps, all optional. "Edit
 * list" lets them add their own and remove any (the list is kept on this device).
 */
export function ActivityPicker({ chosen, onChange, disabled = false }: ActivityPickerProps) {
  const list = useActivityList();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();

  function toggle(name: string) {
    onChange(chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name]);
  }

  function add(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = activityProblem(draft, list);
    setProblem(found);
    if (found) return;
    setActivityList([...list, draft.trim()]);
    setDraft('');
  }

  function remove(name: string) {
    setActivityList(list.filter((n) => n !== name));
    if (chosen.includes(name)) onChange(chosen.filter((n) => n !== name));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={legendId} className="text-sm font-semibold text-ink">
          What did you do? <span className="font-normal text-ink-muted">(optional)</span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? 'Done editing' : 'Edit list'}
        </Button>
      </div>
      <div role="group" aria-labelledby={legendId} className="flex flex-wrap gap-2">
        {list.map((name) =>
          editing ? (
            <span key={name} className={cn(chip, 'border-line bg-surface pr-1 text-ink')}>
              {name}
              <button
                type="button"
                onClick={() => remove(name)}
                aria-label={`Remove ${name} from your list`}
                className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <XIcon className="size-4" />
              </button>
            </span>
          ) : (
            <button
              key={name}
              type="button"
              aria-pressed={chosen.includes(name)}
              disabled={disabled}
              onClick={() => toggle(name)}
              className={cn(
                chip,
                'disabled:cursor-not-allowed disabled:opacity-60',
                chosen.includes(name)
                  ? 'border-primary bg-primary-soft text-primary-ink'
                  : 'border-line bg-surface text-ink hover:bg-surface-muted',
              )}
            >
              {name}
            </button>
          ),
        )}
        {list.length === 0 && !editing && (
          <p className="text-sm text-ink-muted">Your list is empty: “Edit list” adds activities.</p>
        )}
      </div>
      {editing && (
        // A form of its own would nest in the check-in's form: the field submits on Enter by hand.
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="New activity"
            value={draft}
            error={problem ?? undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add(event);
            }}
            className="min-w-0 flex-1"
          />
          <Button variant="secondary" onClick={add} className="mb-0.5">
            Add
          </Button>
        </div>
      )}
    </div>
  );
}
