import { useState } from 'react';
import type { CreateGoal, Goal } from '@selah/shared';
import { changeGoalProgress, createGoal, useGoals } from '../../data/goals';
import { Button, PageHeader, PlusIcon, useToast } from '../../ui';
import { ActiveGoalList } from './ActiveGoalList';
import { GoalHistory } from './GoalHistory';
import { GoalStats } from './GoalStats';
import { NewGoalDialog } from './NewGoalDialog';

/** Goals (/goals): stats, active goals with their steps, the full history and the New Goal dialog. */
export default function GoalsPage() {
  const { toast } = useToast();
  const goals = useGoals();
  const [dialogOpen, setDialogOpen] = useState(false);

  const activeGoals = goals?.filter((goal) => goal.isActive);

  async function saveGoal(input: CreateGoal): Promise<boolean> {
    try {
      await createGoal(input);
      toast({ title: 'Goal created successfully!' });
      return true;
    } catch {
      toast({
        title: "Couldn't create the goal",
        description: 'Please check the form and try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  async function step(goal: Goal, delta: 1 | -1) {
    try {
      const updated = await changeGoalProgress(goal.id, delta);
      if (updated) toast({ title: 'Progress updated!' });
    } catch {
      toast({
        title: "Couldn't update progress",
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
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
      {goals !== undefined && goals.length > 0 && <GoalHistory goals={goals} />}
      <NewGoalDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={saveGoal} />
    </div>
  );
}
