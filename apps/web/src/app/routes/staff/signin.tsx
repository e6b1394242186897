import { CardPage } from '@/components/layout/CardPage';
import { StaffSignInForm } from '@/features/staff/session/StaffSignInForm';

/** `/signin`: staff and company users. */
export default function StaffSignInScreen() {
  return (
    <CardPage>
      <StaffSignInForm />
    </CardPage>
  );
}
