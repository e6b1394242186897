import { assignmentMessages } from '@portal/shared/assignments/assignment';
import { ShortcutCard } from '@/components/ui/ShortcutCard';
import { ProcessesScreen } from '@/features/client/processes/ProcessesScreen';

/** The company's processes, and the way to its workers already on assignment. */
export default function OrderProcessesScreen() {
  return (
    <>
      <ProcessesScreen />
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <ShortcutCard
          title={assignmentMessages.clientTitle}
          body="Las personas contratadas que ya trabajan en tu empresa, con la fecha en que termina cada misión."
          to="/order/misiones"
          action="Ver trabajadores"
        />
      </div>
    </>
  );
}
