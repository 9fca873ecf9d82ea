import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '../constants/users';
import { isoDateTimeSchema, timeZoneSchema } from './common';
import { displayNameText, hasVisibleCharacter, text } from './text';

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

/** Stored and compared as normalizeEmail makes it: any case or width signs in to the same account. */
const emailSchema = text('Email', { message: 'Email is required' })
  .trim()
  .normalize('NFKC')
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Bounded above so a huge password cannot make the KDF a denial-of-service lever. */
const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

/** Stored NFKC-normalized, and unique by usernameKey (case folded). */
const usernameSchema = text('Username', { message: 'Username is required' })
  .trim()
  .normalize('NFKC')
  .min(1, 'Username is required')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may use letters, digits, dots, dashes and underscores')
  // Some letters draw nothing (the Hangul fillers): a username of only those is invisible.
  .refine(hasVisibleCharacter, 'Username needs at least one visible character');

/** A new account's display name (at signup, or from an admin); it defaults to the username. */
const newAccountNameSchema = displayNameText('Name')
  .max(80, 'Name must be at most 80 characters')
  .optional();

/** A password being chosen (signup, change, reset): the length rule on top of passwordSchema. */
const newPasswordSchema = passwordSchema.pipe(
  z.string().min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.tooShort),
);
const confirmPasswordSchema = z.string({ message: 'Please confirm your password' });
/** The refinement every "type it twice" form shares: the mismatch is reported on the confirmation. */
const CONFIRMATION_MATCHES = { message: SIGNUP_MESSAGES.mismatch, path: ['confirmPassword'] };

export const signupSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    /** Display name; defaults to the username. */
    name: newAccountNameSchema,
    timeZone: timeZoneSchema.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, CONFIRMATION_MATCHES);
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
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((value) => value.newPassword === value.confirmPassword, CONFIRMATION_MATCHES);
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** GET /api/me, the body of a successful signup or login, and of an admin's role change. */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/session: who this browser is signed in as, answered 200 for a guest too (not being
 * signed in is not an error); `accountDeleted` when the session was ended by its account's deletion.
 */
export const sessionResponseSchema = z.object({
  user: userSchema.nullable(),
  accountDeleted: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema.nullable(),
  /** A seeded demo member: nobody can sign in as them, so they can never be an admin. */
  isDemo: z.boolean(),
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

/** PATCH /api/me: the member's own profile. */
export const updateProfileSchema = z
  .object({
    name: displayNameText('Name', { message: 'Name is required' })
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters')
      .optional(),
    username: usernameSchema.optional(),
  })
  .refine((value) => value.name !== undefined || value.username !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/**
 * DELETE /api/me: the password again, and, for the community's last admin, the email of the member
 * who becomes admin in their place.
 */
export const deleteAccountSchema = z.object({
  password: passwordSchema,
  nextAdminEmail: emailSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/** What DELETE /api/me removed, row counts by kind. */
export const deleteAccountResponseSchema = z.object({
  deleted: z.record(z.string(), z.number().int().min(0)),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** POST /api/password-reset: a one-time link's token and the new password. */
export const passwordResetSchema = z
  .object({
    token: text('Reset link', { message: 'This reset link is not valid' })
      .min(1, 'This reset link is not valid')
      .max(200),
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((value) => value.newPassword === value.confirmPassword, CONFIRMATION_MATCHES);
export type PasswordResetRequest = z.input<typeof passwordResetSchema>;

/** A one-time password reset link an admin hands to a member. */
export const resetLinkSchema = z.object({ url: z.string(), expiresAt: isoDateTimeSchema });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/**
 * POST /api/admin/users: an admin adds a member, checked by the same rules as signup. The account
 * has no password until the member sets one with the link in the answer.
 */
export const newMemberSchema = z.object({
  name: newAccountNameSchema,
  username: usernameSchema,
  email: emailSchema,
});
export type NewMemberRequest = z.input<typeof newMemberSchema>;

/** POST /api/admin/users answers the new member and their one-time set-your-password link. */
export const newMemberResponseSchema = z.object({
  member: adminMemberSchema,
  link: resetLinkSchema,
});
export type NewMemberResponse = z.infer<typeof newMemberResponseSchema>;

/**
 * PUT /api/admin/users/{id}/role: make a member an admin, or remove the role. The answer is the
 * member's public view, `{ user }` like GET /api/me (meResponseSchema).
 */
export const memberRoleSchema = z.object({
  isAdmin: z.boolean({ message: 'Say whether the member is an admin' }),
});
export type MemberRoleRequest = z.input<typeof memberRoleSchema>;
