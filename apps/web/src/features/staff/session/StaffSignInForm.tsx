import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginBodySchema } from '@portal/shared/users/staff';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { sameSitePath, STAFF_RETURN_PARAM } from '@/lib/session/return-path';
import { login } from './api';
import { signInErrorMessage } from './messages';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Why the last session ended (a role change, a new password), as the API said it: navigation state. */
const noticeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'aviso' in state && typeof state.aviso === 'string'
    ? state.aviso
    : null;

/**
 * `/signin`: correo and contraseña; staff go to /dashboard, company users to their area, or back to
 * the staff screen that sent them here (`?volver=/system`).
 */
export function StaffSignInForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  const returnTo = sameSitePath(params.get(STAFF_RETURN_PARAM));
  const { form, failure, submitWith } = useZodForm(loginBodySchema, {
    defaultValues: { correo: '', password: '' },
  });
  const { register, formState } = form;

  const submit = submitWith(signInErrorMessage, async (values) => {
    const result = await login(values);
    void navigate(returnTo ?? (result.destino === '/order' ? '/order/procesos' : result.destino));
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">Ingreso del equipo y de empresas</h1>
        <p className="text-sm text-slate-600">Usa el correo con el que te invitaron y tu contraseña.</p>
      </div>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      {notice && !failure && <FormAlert tone="info">{notice}</FormAlert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        registration={register('correo')}
        error={formState.errors.correo}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/recuperar-contrasena" className={linkClass}>
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        Iniciar sesión
      </Button>
      <p className="text-center text-sm text-slate-600">
        ¿Eres candidato? Ingresa con tu número de documento en{' '}
        <a href="/" className={linkClass}>
          el portal de empleo
        </a>
        .
      </p>
    </form>
  );
}
