import { useSearchParams } from 'react-router';
import { PublicShell } from '@/components/layout/PublicShell';
import { AcceptInvitationForm } from '@/features/staff/session/AcceptInvitationForm';

/** `/signup`: completes an invitation from the link e-mailed to the invitee. */
export default function StaffSignUpScreen() {
  const [params] = useSearchParams();
  return (
    <PublicShell>
      <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <AcceptInvitationForm token={params.get('token') ?? ''} />
        </div>
      </section>
    </PublicShell>
  );
}
