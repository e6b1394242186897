import { systemScreen as text } from '@portal/shared/messages';
import { LinkButton } from '@/components/ui/LinkButton';

/** What a signed-in person who is not an admin sees at `/system`: why, and the way back. No data is asked for. */
export function SystemNoAccess() {
  return (
    <section className="mx-auto max-w-xl space-y-4 sm:mt-8 rounded-xl bg-white p-6 text-center shadow-xs ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{text.noAccessTitle}</h1>
      <p className="text-slate-700">{text.noAccess}</p>
      <LinkButton to="/dashboard">{text.backToDashboard}</LinkButton>
    </section>
  );
}
