import { useSearchParams } from 'react-router';
import { CardPage } from '@/components/layout/CardPage';
import { AcceptInvitationForm } from '@/features/staff/session/AcceptInvitationForm';

/** `/signup`: completes an invitation from the link e-mailed to the invitee. */
export default function StaffSignUpScreen() {
  const [params] = useSearchParams();
  return (
    <CardPage>
      <AcceptInvitationForm token={params.get('token') ?? ''} />
    </CardPage>
  );
}
