import { useState } from 'react';
import type { CreateGoal, Goal, UpdateGoal } from '@selah/shared';
import { changeGoalProgress, createGoal, deleteGoal, updateGoal, useGoals } from '../../data/goals';
import { Button, ConfirmDialog, PageHeader, PlusIcon, useToast } from '../../ui';
import { ActiveGoalList } from './ActiveGoalList';
import { EditGoalDialog } from './EditGoalDialog';
import { GoalHistory } from './GoalHistory';
import { GoalStats } from './GoalStats';
import { NewGoalDialog } from './NewGoalDialog';

/**
 * Goals (/goals): stats, active goals with their steps, the full history (each goal editable and
 * deletable) and the New Goal dialog.
 */
export default function GoalsPage() {
  const { toast } = useToast();
  const goals = useGoals();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each kept while its dialog fades out, so the dialog does not empty on the way.
  // `opened` counts openings: each one starts a fresh form (a cancelled edit is not kept).
  const [editing, setEditing] = useState<{ goal: Goal | null; open: boolean; opened: number }>({
    goal: null,
    open: false,
    opened: 0,
  });
  const [deleting, setDeleting] = useState<{ goal: Goal | null; open: boolean }>({
    goal: null,
    open: false,
  });
  const [removing, setRemoving] = useState(false);

  const activeGoals = goals?.filter((goal) => goal.isActive);

  async function saveGoal(input: CreateGoal): Promise<boolean> {
    try {
      await createGoal(input);
      toast({ title: 'Goal created successfully!' });
      return true;
    } catch {
      toast({
        title: 'Couldn’t create the goal',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  async function step(goal: Goal, delta: 1 | -1) {
    try {
      const updated = await changeGoalProgress(goal.id, delta);
      if (!updated) return;
      const reachedNow =
        goal.currentValue < goal.targetValue && updated.currentValue >= updated.targetValue;
      // The spec's toast, with the celebration beside it when this step reached the target.
      toast({
        title: 'Progress updated!',
        ...(reachedNow && { description: 'Goal reached! Well done.' }),
      });
    } catch {
      toast({
        title: 'Couldn’t update progress',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function saveEdit(goal: Goal, changes: UpdateGoal): Promise<boolean> {
    try {
      await updateGoal(goal.id, changes);
      toast({ title: 'Goal updated' });
      return true;
    } catch {
      toast({
        title: 'Couldn’t update the goal',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  async function remove(goal: Goal) {
    setRemoving(true);
    try {
      await deleteGoal(goal.id);
      setDeleting((current) => ({ ...current, open: false }));
      toast({ title: 'Goal deleted' });
    } catch {
      toast({
        title: 'Couldn’t delete the goal',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
    }
  }

  const editedGoal = editing.goal;
  const deletedGoal = deleting.goal;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        flush
        title="Goals"
        description="Set gentle goals and celebrate every step of growth."
        actions={
          <Button onClick={() => setDialogOpen(true)} icon={<PlusIcon className="size-4" />}>
            New Goal
          </Button>
        }
      />
      <GoalStats goals={goals} />
      <ActiveGoalList
        goals={activeGoals}
        hasAnyGoal={(goals?.length ?? 0) > 0}
        onStep={(goal, delta) => void step(goal, delta)}
        onCreate={() => setDialogOpen(true)}
      />
      {goals !== undefined && goals.length > 0 && (
        <GoalHistory
          goals={goals}
          onEdit={(goal) =>
            setEditing((current) => ({ goal, open: true, opened: current.opened + 1 }))
          }
          onDelete={(goal) => setDeleting({ goal, open: true })}
        />
      )}
      <NewGoalDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={saveGoal} />
      {editedGoal && (
        <EditGoalDialog
          key={editing.opened}
          goal={editedGoal}
          open={editing.open}
          onClose={() => setEditing((current) => ({ ...current, open: false }))}
          onSave={saveEdit}
        />
      )}
      <ConfirmDialog
        open={deleting.open}
        title="Delete this goal?"
        description={
          deletedGoal
            ? `“${deletedGoal.title}” and its progress will be deleted. This can’t be undone.`
            : undefined
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={() => deletedGoal && void remove(deletedGoal)}
        onCancel={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
