import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { emailSchema } from './person-fields.schema';

/**
 * The console's roles (STAFF.md "Roles"): a person may hold several. `admin` grants roles, reads
 * the audit log and may do what every other role does.
 */
export const STAFF_ROLES = ['admin', 'editor', 'events', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理員',
  editor: '內容編輯',
  events: '活動與訂單',
  service: '售後服務',
};

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: '請選擇正確的角色。' });

/** `PUT /api/staff/people/{memberId}/roles`: the whole set the person holds from now on. */
export const StaffRolesUpdateSchema = z.object({
  roles: z
    .array(StaffRoleSchema, { error: '請選擇角色。' })
    .max(STAFF_ROLES.length, { error: '角色重複。' })
    .refine((roles) => new Set(roles).size === roles.length, { error: '角色重複。' }),
});
export type StaffRolesUpdate = z.infer<typeof StaffRolesUpdateSchema>;

/** `POST /api/staff/people`: give roles to a member found by the email they signed up with. */
export const StaffGrantSchema = z.object({
  email: emailSchema,
  roles: StaffRolesUpdateSchema.shape.roles.refine((roles) => roles.length > 0, { error: '請至少選擇一個角色。' }),
});
export type StaffGrant = z.infer<typeof StaffGrantSchema>;

/** `GET /api/staff/me`: who the console is talking to. */
export const StaffMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(StaffRoleSchema),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** A person holding roles, as the roles screen lists them. */
export const StaffPersonSchema = StaffMeSchema.extend({ granted_at: z.string() });
export type StaffPerson = z.infer<typeof StaffPersonSchema>;

/** Does a person holding `held` pass a check that asks for one of `wanted`? An admin passes every check. */
export const holdsRole = (held: readonly StaffRole[], wanted: readonly StaffRole[]) =>
  held.includes('admin') || wanted.some((r) => held.includes(r));

export const StaffMeResponse = dataEnvelope(StaffMeSchema);
export const StaffPeopleResponse = dataEnvelope(z.array(StaffPersonSchema));
/** what a grant or a change of roles answers: the roles the person holds now */
export const StaffRolesResponse = dataEnvelope(z.object({ roles: z.array(StaffRoleSchema) }));
