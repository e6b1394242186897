import { z } from 'zod';
import { rowId } from '../ids';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, personName } from '../contact';
import { staffScopeMessages } from '../messages/staff';
import { ROLES } from './roles';

/** The roles live without zod in roles.ts (the first screens import them there); also here, beside their schemas. */
export * from './roles';

/** Days an invitation link is valid for. */
export const INVITATION_TTL_HOURS = 72;

/** A record id in a path or query: a positive int4. */
export const recordIdSchema = rowId();
const id = recordIdSchema;

/** A user as listed (spec §3: rol, id_grupo, id_empresa, primer_nombre, primer_apellido) and as /auth/me. */
export const staffUserSchema = z.object({
  id_usuario: z.number().int(),
  correo: z.string(),
  primer_nombre: z.string(),
  primer_apellido: z.string(),
  rol: z.enum(ROLES),
  id_grupo: z.number().int().nullable(),
  id_empresa: z.number().int().nullable(),
  nombre_grupo: z.string().nullable(),
  razon_social: z.string().nullable(),
  activo: z.boolean(),
  /** Invited and has not set a password yet. */
  invitado: z.boolean(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** What the viewer may do to a listed user, from the same scope rule the server enforces. */
export const userActionsSchema = z.object({
  editar: z.boolean(),
  desactivar: z.boolean(),
  reactivar: z.boolean(),
  reenviar_invitacion: z.boolean(),
});
export type UserActions = z.infer<typeof userActionsSchema>;

/** A user in the list calls: the listed shape plus what the viewer may do to it. */
export const listedUserSchema = staffUserSchema.extend({ acciones: userActionsSchema });
export type ListedUser = z.infer<typeof listedUserSchema>;
export const staffUserListSchema = z.array(listedUserSchema);

export const loginBodySchema = z.object({
  correo: emailSchema,
  password: z
    .string('Ingresa tu contraseña.')
    .min(1, 'Ingresa tu contraseña.')
    .max(256, 'La contraseña es demasiado larga.'),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const staffPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(256, 'La contraseña es demasiado larga.')
  .refine((value) => value === value.trim(), 'La contraseña no puede empezar ni terminar con espacios.');

/** The token of a mailed link (invitation or reset): a cut or altered link reads as such, not as zod's range. */
const linkTokenMessage =
  'El enlace está incompleto o no es válido. Ábrelo de nuevo desde el correo, completo, o pide uno nuevo.';
const linkToken = z.string(linkTokenMessage).min(20, linkTokenMessage).max(200, linkTokenMessage);

export const acceptInvitationBodySchema = z.object({
  token: linkToken,
  password: staffPasswordSchema,
});

export const invitationQuerySchema = z.object({ token: linkToken });

/** Minutes a password reset link mailed from /signin is valid for. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** POST /auth/forgot_password: the answer is the same whether or not the address has a user. */
export const forgotPasswordBodySchema = z.object({ correo: emailSchema });
/** POST /auth/reset_password: the link's token and the new password. */
export const resetPasswordBodySchema = acceptInvitationBodySchema;
export const invitationSchema = z.object({ correo: z.string(), primer_nombre: z.string() });

/** Body of POST /auth/register (spec §7) and one row of /auth/register_massive. */
export const registerUserBodySchema = z.object({
  correo: emailSchema,
  primer_nombre: personName('El nombre es obligatorio.'),
  primer_apellido: personName('El apellido es obligatorio.'),
  rol: z.enum(ROLES, 'El rol debe ser admin, director, disenador o empresa.'),
  id_grupo: id.nullish(),
  id_empresa: id.nullish(),
});
export type RegisterUserBody = z.output<typeof registerUserBodySchema>;

/**
 * The invite and edit form, and POST /auth/register: a director or designer needs a group and a company
 * user a company (spec §6), said in the dialog before any call. The server checks the same and that
 * they exist.
 */
export const userFormSchema = registerUserBodySchema.superRefine((user, ctx) => {
  if ((user.rol === 'director' || user.rol === 'disenador') && !user.id_grupo) {
    ctx.addIssue({ code: 'custom', path: ['id_grupo'], message: staffScopeMessages.groupRequired });
  }
  if (user.rol === 'empresa' && !user.id_empresa) {
    ctx.addIssue({ code: 'custom', path: ['id_empresa'], message: staffScopeMessages.companyRequired });
  }
});

/** Body of PUT /update_user: the id and the fields that change. */
export const updateUserBodySchema = registerUserBodySchema.partial().extend({
  id_usuario: id,
  activo: z.boolean().optional(),
});
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;

/** Body of DELETE /delete_user (spec §7: body id), POST /reactivate_user and POST /resend_invitation. */
export const userIdBodySchema = z.object({ id: id });
export const deleteUserBodySchema = userIdBodySchema;

export const groupQuerySchema = z.object({ id_grupo: id });
export const companyQuerySchema = z.object({ id_empresa: id });

export const messageSchema = z.object({ message: z.string() });
export const registerResultSchema = z.object({ message: z.string(), user: staffUserSchema });

export const groupSchema = z.object({ id_grupo: z.number().int(), nombre: z.string() });
export const companySchema = z.object({
  id_empresa: z.number().int(),
  nit: z.string(),
  digito_verificacion: z.number().int(),
  razon_social: z.string(),
  id_grupo: z.number().int(),
});
export const groupListSchema = z.array(groupSchema);
export const companyListSchema = z.array(companySchema);
export type Group = z.infer<typeof groupSchema>;
export type Company = z.infer<typeof companySchema>;

/** Answer of POST /auth/login: the user and where their area is. */
export const loginResultSchema = z.object({
  message: z.string(),
  user: staffUserSchema,
  destino: z.enum(['/dashboard', '/order']),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
