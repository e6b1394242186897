import { useQuery } from '@tanstack/react-query';
import { clientDataMessages } from '@portal/shared/messages';
import {
  ROLE_RANK,
  roleLabels,
  ROLES,
  userFormSchema,
  type Role,
  type StaffUser,
} from '@portal/shared/users/staff';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage, isNetworkError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { companiesQuery, groupsQuery, registerUser, updateUser } from './api';

interface UserFormDialogProps {
  me: StaffUser;
  /** The user to edit; null to invite a new one. */
  user: StaffUser | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** spec §8 Register errors: the server's message, or why no answer came. */
const registerError = (error: unknown) =>
  isNetworkError(error)
    ? clientDataMessages.registerNoResponse
    : apiErrorMessage(error, clientDataMessages.registerRequestError);
const updateError = (error: unknown) => apiErrorMessage(error, clientDataMessages.updateUserError);

/**
 * The roles the select offers: those up to the viewer's own; on their own user only the role they
 * have (nobody changes their own role). The user's current role is always there, so the select never
 * opens on an empty choice.
 */
export function roleOptions(me: StaffUser, user: StaffUser | null) {
  const self = user?.id_usuario === me.id_usuario;
  const roles = ROLES.filter(
    (role: Role) => (self ? role === me.rol : ROLE_RANK[role] <= ROLE_RANK[me.rol]) || role === user?.rol,
  );
  return roles.map((role) => ({ value: role, label: roleLabels[role] }));
}

/** Invite (POST /auth/register) or edit (PUT /update_user) a user, with only the roles one may give. */
export function UserFormDialog({ me, user, onClose, onSaved }: UserFormDialogProps) {
  const groups = useQuery(groupsQuery);
  const companies = useQuery(companiesQuery);
  const { form, failure, submitWith } = useZodForm(userFormSchema, {
    defaultValues: {
      correo: user?.correo ?? '',
      primer_nombre: user?.primer_nombre ?? '',
      primer_apellido: user?.primer_apellido ?? '',
      rol: user?.rol ?? (me.rol === 'empresa' ? 'empresa' : 'disenador'),
      id_grupo: user?.id_grupo ?? me.id_grupo ?? undefined,
      id_empresa: user?.id_empresa ?? me.id_empresa ?? undefined,
    },
  });
  const { register, formState, watch } = form;
  const rol = watch('rol');
  const roles = roleOptions(me, user);
  const self = user?.id_usuario === me.id_usuario;
  const submit = submitWith(user ? updateError : registerError, async (values) => {
    const body = {
      ...values,
      id_grupo: rol === 'empresa' ? null : values.id_grupo,
      id_empresa: rol === 'empresa' ? values.id_empresa : null,
    };
    const result = user
      ? await updateUser({ ...body, id_usuario: user.id_usuario })
      : await registerUser(body);
    onSaved(result.message);
  });
  const number = { setValueAs: (value: string) => (value === '' ? null : Number(value)) };

  return (
    <Dialog title={user ? 'Editar usuario' : 'Invitar usuario'} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {!user && (
          <p className="text-sm text-slate-600">
            Le enviaremos un correo para que cree su contraseña (el enlace dura 72 horas).
          </p>
        )}
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextField
          label="Correo electrónico"
          type="email"
          registration={register('correo')}
          error={formState.errors.correo}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Primer nombre"
            registration={register('primer_nombre')}
            error={formState.errors.primer_nombre}
          />
          <TextField
            label="Primer apellido"
            registration={register('primer_apellido')}
            error={formState.errors.primer_apellido}
          />
        </div>
        <SelectField
          label="Rol"
          options={roles}
          registration={register('rol')}
          error={formState.errors.rol}
          hint={self ? 'No puedes cambiar tu propio rol.' : undefined}
        />
        {rol === 'empresa' ? (
          <SelectField
            label="Empresa"
            placeholder="Elige la empresa"
            options={(companies.data ?? []).map((company) => ({
              value: String(company.id_empresa),
              label: `${company.razon_social} (NIT ${company.nit}-${company.digito_verificacion})`,
            }))}
            registration={register('id_empresa', number)}
            error={formState.errors.id_empresa}
          />
        ) : (
          <SelectField
            label="Grupo"
            placeholder={rol === 'admin' ? 'Sin grupo' : 'Elige el grupo'}
            options={(groups.data ?? []).map((group) => ({
              value: String(group.id_grupo),
              label: group.nombre,
            }))}
            registration={register('id_grupo', number)}
            error={formState.errors.id_grupo}
          />
        )}
        <FormDialogActions
          onCancel={onClose}
          submitLabel={user ? 'Guardar cambios' : 'Enviar invitación'}
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
