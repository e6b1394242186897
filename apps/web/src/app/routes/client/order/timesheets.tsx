import { ReviewScreen } from '@/features/timesheets/ReviewScreen';

/** /order/horas: the company's workers' weeks, to approve or return ('Horas por aprobar'). */
export default function OrderTimesheetsScreen() {
  return <ReviewScreen />;
}
