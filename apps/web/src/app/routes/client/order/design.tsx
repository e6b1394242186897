import { DesignSystemScreen } from '@/features/client/design/DesignSystemScreen';

export default DesignSystemScreen;
