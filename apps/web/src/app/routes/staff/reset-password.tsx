import { useSearchParams } from 'react-router';
import { CardPage } from '@/components/layout/CardPage';
import { ResetPasswordForm } from '@/features/staff/session/ResetPasswordForm';

/** `/restablecer?token=…`: the new password from the link mailed by «¿Olvidaste tu contraseña?». */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <CardPage>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </CardPage>
  );
}
