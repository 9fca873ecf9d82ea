import { useLayoutEffect, useRef, useState } from 'react';
import { EMERGENCY_NOTE, useCareRegion } from '../../data/care';
import { HelplineList } from '../../care';
import { saveSafetyPlan, useSafetyPlan } from '../../data/care/safety-plan';
import { useDb } from '../../db';
import { buttonClasses, Card, PageHeader, PencilIcon, Spinner, useToast } from '../../ui';
import { draftFromRows, rowsFromPlan, type PlanRows } from './safety-plan-form';
import { SAFETY_PLAN_PRIVACY_NOTE } from './safety-plan-labels';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import { SafetyPlanView } from './SafetyPlanView';

/**
 * My Safety Plan (/safety-plan): reasons for living, warning signs, coping steps and people to
 * reach, kept on this device only (works offline), with the member's crisis lines beside it.
 * A new plan opens in the editor; a saved one opens to read, with "Edit plan".
 */
export default function SafetyPlanPage() {
  const plan = useSafetyPlan();
  const db = useDb();
  const { toast } = useToast();
  // `opened` counts openings of the editor: each starts from the plan as stored.
  const [editing, setEditing] = useState<{ open: boolean; opened: number }>({
    open: false,
    opened: 0,
  });
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  // After a save or a cancel, focus goes to "Edit plan" once it is there (a first plan shows it
  // when the saved plan has been read back).
  useLayoutEffect(() => {
    if (!focusEdit.current || editing.open || !editButton.current) return;
    focusEdit.current = false;
    editButton.current.focus();
  });

  async function save(rows: PlanRows) {
    setSaving(true);
    try {
      await saveSafetyPlan(db, draftFromRows(rows));
      toast({ title: 'Safety plan saved', description: 'Kept on this device.' });
      focusEdit.current = true;
      setEditing((current) => ({ ...current, open: false }));
    } catch {
      toast({
        title: 'Couldn’t save your safety plan',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const showEditor = plan === null || editing.open;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        flush
        title="My Safety Plan"
        description="A plan for hard moments, written while things are calmer. Come back to it whenever you need it."
        actions={
          plan && !editing.open ? (
            <button
              ref={editButton}
              type="button"
              className={buttonClasses({ variant: 'secondary' })}
              onClick={() => setEditing(({ opened }) => ({ open: true, opened: opened + 1 }))}
            >
              <PencilIcon className="size-4" />
              Edit plan
            </button>
          ) : undefined
        }
      />
      <p className="rounded-2xl border border-primary/20 bg-primary-soft/60 px-4 py-3 text-sm text-primary-ink">
        <span className="font-semibold">{SAFETY_PLAN_PRIVACY_NOTE}</span> Signing out removes this
        device&rsquo;s copy, so export your data first if you want to keep it.
      </p>

      {plan === undefined ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading your safety plan..." size="lg" />
        </div>
      ) : showEditor ? (
        <SafetyPlanEditor
          key={editing.opened}
          initial={rowsFromPlan(plan)}
          saving={saving}
          autoFocus={editing.open}
          onSave={(rows) => void save(rows)}
          onCancel={
            plan
              ? () => {
                  focusEdit.current = true;
                  setEditing((current) => ({ ...current, open: false }));
                }
              : undefined
          }
        />
      ) : (
        <SafetyPlanView plan={plan} />
      )}

      <CrisisLinesCard />
    </div>
  );
}

function CrisisLinesCard() {
  const region = useCareRegion();
  return (
    <Card as="section" aria-labelledby="safety-plan-crisis-lines">
      <h2 id="safety-plan-crisis-lines" className="mb-1 text-lg font-semibold text-ink">
        If you are in crisis
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        Someone is ready to listen, any time. Reaching out is a brave and faithful step.
      </p>
      {region !== undefined && <HelplineList region={region} />}
      <p className="mt-4 text-sm leading-relaxed font-medium text-danger-ink">{EMERGENCY_NOTE}</p>
    </Card>
  );
}
