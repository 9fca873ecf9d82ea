import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '../constants/users';
import { isoDateTimeSchema, timeZoneSchema } from './common';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  level: z.number().int(),
  title: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Bounded above so a huge password cannot make the KDF a denial-of-service lever. */
const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

export const signupSchema = z
  .object({
    username: z
      .string({ message: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(40, 'Username must be at most 40 characters')
      .regex(
        /^[\p{L}\p{N}_.-]+$/u,
        'Username may use letters, digits, dots, dashes and underscores',
      ),
    email: emailSchema,
    password: passwordSchema.pipe(z.string().min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.tooShort)),
    confirmPassword: z.string({ message: 'Please confirm your password' }),
    /** Display name; defaults to the username. */
    name: z.string().trim().max(80).optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: SIGNUP_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type SignupRequest = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  timeZone: timeZoneSchema.optional(),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** POST /api/password: every other session of the member ends when it succeeds. */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordSchema,
    newPassword: passwordSchema.pipe(z.string().min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.tooShort)),
    confirmPassword: z.string({ message: 'Please confirm your password' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: SIGNUP_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** GET /api/me, and the body of a successful signup or login. */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema.nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** GET /api/admin/users */
export const adminUsersResponseSchema = z.object({
  members: z.array(adminMemberSchema),
  counts: z.object({
    total: z.number().int(),
    activeNow: z.number().int(),
    admins: z.number().int(),
    newThisWeek: z.number().int(),
  }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
