import { ProcessDetailScreen } from '@/features/client/processes/ProcessDetailScreen';

export default function OrderProcessDetailScreen() {
  return <ProcessDetailScreen />;
}
