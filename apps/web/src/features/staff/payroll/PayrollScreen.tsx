import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { bogotaToday } from '@portal/shared/bogota-time';
import { payrollMessages as messages } from '@portal/shared/timesheets/payroll';
import { useAlerts } from '@/components/alerts/alerts-context';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { AdjustHoursDialog, type WorkerChoice } from './AdjustHoursDialog';
import { closedPeriodsQuery, payrollKey } from './api';
import { ClosedPeriods } from './ClosedPeriods';
import { PeriodPicker } from './PeriodPicker';
import { lastEndedPeriod, type Period, periodStarting } from './periods';
import { PeriodStatusCard } from './PeriodStatusCard';

interface PayrollScreenProps {
  /** Admin and director: close periods and adjust approved hours. */
  canClose: boolean;
  /** The assignments an adjustment may go to, as "worker · service · company" (only for those who may adjust). */
  workers?: readonly WorkerChoice[];
}

/** `/dashboard/nomina`: a period's state (the last one over by default), closing it, and the closed ones' files. */
export function PayrollScreen({ canClose, workers }: PayrollScreenProps) {
  const [params, setParams] = useSearchParams();
  const today = bogotaToday();
  const tipo = params.get('tipo') === 'mes' ? 'mes' : 'quincena';
  const period = periodStarting(tipo, params.get('inicio') ?? '') ?? lastEndedPeriod(tipo, today);
  const choose = (next: Period) => setParams({ tipo: next.tipo, inicio: next.inicio });
  const closed = useQuery(closedPeriodsQuery);
  const [adjusting, setAdjusting] = useState(false);
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const adjusted = async (message: string) => {
    setAdjusting(false);
    showAlert({ type: 'success', message });
    await queryClient.invalidateQueries({ queryKey: payrollKey });
  };
  return (
    <section className="space-y-5">
      <ScreenHeader title={messages.title}>{messages.intro}</ScreenHeader>
      <PeriodPicker period={period} today={today} closed={closed.data ?? []} onChange={choose} />
      <PeriodStatusCard
        key={`${period.tipo}-${period.inicio}`}
        period={period}
        closed={closed.data ?? []}
        canClose={canClose}
        adjust={
          workers && (
            <Button variant="secondary" onPress={() => setAdjusting(true)}>
              {messages.adjust}
            </Button>
          )
        }
      />
      <ClosedPeriods />
      {adjusting && workers && (
        <AdjustHoursDialog
          period={period}
          workers={workers}
          onClose={() => setAdjusting(false)}
          onDone={(message) => void adjusted(message)}
        />
      )}
    </section>
  );
}
