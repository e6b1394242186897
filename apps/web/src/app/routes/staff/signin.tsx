import { PublicShell } from '@/components/layout/PublicShell';
import { StaffSignInForm } from '@/features/staff/session/StaffSignInForm';

/** `/signin`: staff and company users. */
export default function StaffSignInScreen() {
  return (
    <PublicShell>
      <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <StaffSignInForm />
        </div>
      </section>
    </PublicShell>
  );
}
