import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { GOAL_CATEGORIES, GOAL_PERIODS, GOAL_UNIT_MAX, MAX_GOAL_TARGET } from '../constants/goals';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import { text } from './text';

export const goalCategorySchema = z.enum(GOAL_CATEGORIES, { message: 'Choose a listed category' });
export const goalPeriodSchema = z.enum(GOAL_PERIODS, {
  message: 'Choose each day, each week or in total',
});

/** What a goal counts, optional: blank is none (the card then words it from the category). */
export const goalUnitSchema = text('What it counts')
  .max(GOAL_UNIT_MAX, `What it counts must be at most ${GOAL_UNIT_MAX} characters`)
  .nullable()
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim(),
  );

export const goalSchema = z.object({
  id: idSchema,
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  targetValue: z.number().int().min(1),
  currentValue: z.number().int().min(0),
  category: goalCategorySchema.nullable(),
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
  // Absent on goals made before a goal could say what it counts.
  unit: z.string().nullable().optional(),
  period: goalPeriodSchema.nullable().optional(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalTitleSchema = text('Title', { message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(LIMITS.shortText, `Title must be at most ${LIMITS.shortText} characters`);

export const goalTargetSchema = z.coerce
  .number({ message: 'Target value must be at least 1' })
  .int('Target value must be a whole number')
  .min(1, 'Target value must be at least 1')
  .max(MAX_GOAL_TARGET, `Target value must be at most ${MAX_GOAL_TARGET}`);

/** POST /api/goals. currentValue is never sent on create: a new goal starts at 0. */
export const createGoalSchema = z.object({
  id: idSchema.optional(),
  title: goalTitleSchema,
  description: optionalText('Description', LIMITS.longText),
  targetValue: goalTargetSchema,
  category: goalCategorySchema.optional().nullable(),
  unit: goalUnitSchema,
  period: goalPeriodSchema.optional().nullable(),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateGoal = z.input<typeof createGoalSchema>;

/** PATCH /api/goals/{id}/progress: an absolute value, never below 0. */
export const updateGoalProgressSchema = z.object({
  currentValue: z
    .number()
    .int('Progress must be a whole number')
    .min(0, 'Progress cannot be below 0'),
});
export type UpdateGoalProgress = z.infer<typeof updateGoalProgressSchema>;

/** Editing a goal's own fields (not its progress). */
export const updateGoalSchema = z.object({
  title: goalTitleSchema.optional(),
  // Unlike optionalText, an absent description stays undefined (unchanged) instead of becoming null.
  description: text('Description')
    .max(LIMITS.longText, `Must be at most ${LIMITS.longText} characters`)
    .nullable()
    .optional()
    .transform((value) =>
      value === undefined ? undefined : value === null || value.trim() === '' ? null : value,
    ),
  targetValue: goalTargetSchema.optional(),
  category: goalCategorySchema.optional().nullable(),
  unit: goalUnitSchema,
  period: goalPeriodSchema.optional().nullable(),
  isActive: z.boolean().optional(),
});
export type UpdateGoal = z.input<typeof updateGoalSchema>;
