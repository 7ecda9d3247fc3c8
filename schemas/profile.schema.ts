import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';

/** The member profile: `GET /api/user/profile` answers it, the /member/edit form edits it. */

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女', other: '不透露' };

export const ProfileSchema = z.object({
  outer_id: z.string(),
  name: z.string(),
  /** the sign-in address, managed by the sign-in service: shown, not edited here */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  subscribe: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = dataEnvelope(ProfileSchema);

// The edit form's schema lives apart: it carries the address list (≈ 40 KB), which the session,
// reading the profile on every page, must not load.
export type { ProfileUpdate, ProfileUpdateInput } from './profile-update.schema';
