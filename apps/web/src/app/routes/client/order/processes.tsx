import { ProcessesScreen } from '@/features/client/processes/ProcessesScreen';

export default function OrderProcessesScreen() {
  return <ProcessesScreen />;
}
