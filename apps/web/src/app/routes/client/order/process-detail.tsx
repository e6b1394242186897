import { ProcessDetailScreen } from '@/features/client/processes/ProcessDetailScreen';
import { ConversationPanel } from '@/features/conversations/ConversationPanel';

export default function OrderProcessDetailScreen() {
  return (
    <ProcessDetailScreen
      renderConversation={(processId, focus) => (
        <ConversationPanel area="client" processId={processId} focus={focus} />
      )}
    />
  );
}
