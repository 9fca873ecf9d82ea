export { useActiveGoals, useGoals } from './hooks';
export { changeGoalProgress, createGoal, deleteGoal, updateGoal } from './repository';
export {
  validateGoalForm,
  type GoalFormErrors,
  type GoalFormResult,
  type GoalFormValues,
} from './validation';
