import { CardPage } from '@/components/layout/CardPage';
import { ForgotPasswordForm } from '@/features/staff/session/ForgotPasswordForm';

/** `/recuperar-contrasena`: staff and company users ask for a password reset link. */
export default function ForgotPasswordScreen() {
  return (
    <CardPage>
      <ForgotPasswordForm />
    </CardPage>
  );
}
