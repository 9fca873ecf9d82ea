import { z } from 'zod';
import { LIMITS } from '../constants/common';
import {
  CONTENT_CATEGORIES,
  CONTENT_MISSING_FIELDS,
  DEFAULT_CONTENT_CATEGORY,
} from '../constants/content';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import { text } from './text';

export const contentCategorySchema = z.enum(CONTENT_CATEGORIES, {
  message: 'Choose a listed category',
});

export const inspirationalContentSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  /** Seeded content also uses other categories (e.g. growth); the filter lists what the data has. */
  category: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type InspirationalContent = z.infer<typeof inspirationalContentSchema>;

const requiredContentText = (label: string, max: number) =>
  text(label, { message: CONTENT_MISSING_FIELDS.description })
    .trim()
    .min(1, CONTENT_MISSING_FIELDS.description)
    .max(max, `Must be at most ${max} characters`);

const LOCAL_ORIGIN = 'https://selah.invalid';

/**
 * A path on this site: one `/` and then neither `/` nor `\` (browsers read `//host` and `/\host`
 * as another host), and it still names this site once a browser has read it (which drops tabs
 * and line breaks, so `/<tab>/host` is another host too).
 */
export function isLocalPath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, LOCAL_ORIGIN).origin === LOCAL_ORIGIN;
  } catch {
    return false;
  }
}

/** A local path ("/images/x.webp") or an http(s) URL; nothing that could run script. */
const imageUrlSchema = text('Image URL')
  .max(LIMITS.url)
  .refine((value) => value === '' || isLocalPath(value) || /^https?:\/\//i.test(value), {
    message: 'Image URL must start with / or http(s)://',
  });

/** POST /api/inspirational-content (admins only). */
export const createInspirationalContentSchema = z.object({
  id: idSchema.optional(),
  title: requiredContentText('Title', LIMITS.shortText),
  content: requiredContentText('Content', LIMITS.longText),
  author: optionalText('Author', LIMITS.shortText),
  category: contentCategorySchema.default(DEFAULT_CONTENT_CATEGORY),
  imageUrl: imageUrlSchema
    .optional()
    .nullable()
    .transform((value) => (value == null || value.trim() === '' ? null : value)),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateInspirationalContent = z.input<typeof createInspirationalContentSchema>;

/** PATCH /api/inspirational-content/{id} (admins only): any of the fields a create sets. */
export const updateInspirationalContentSchema = z
  .object({
    title: requiredContentText('Title', LIMITS.shortText),
    content: requiredContentText('Content', LIMITS.longText),
    author: optionalText('Author', LIMITS.shortText),
    category: contentCategorySchema,
    imageUrl: imageUrlSchema
      .nullable()
      .transform((value) => (value == null || value.trim() === '' ? null : value)),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateInspirationalContent = z.input<typeof updateInspirationalContentSchema>;

/** A resource a member keeps as a favourite; nobody else sees it. */
export const favoriteSchema = z.object({
  id: idSchema,
  userId: z.string(),
  contentId: idSchema,
  createdAt: isoDateTimeSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** POST /api/favorites: keep a resource as the signed-in member's favourite. */
export const createFavoriteSchema = favoriteSchema
  .pick({ contentId: true })
  .extend({ id: idSchema.optional(), createdAt: isoDateTimeSchema.optional() });
export type CreateFavorite = z.input<typeof createFavoriteSchema>;

export const counselingTipSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type CounselingTip = z.infer<typeof counselingTipSchema>;
