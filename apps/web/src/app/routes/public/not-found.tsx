import { NotFoundScreen } from '@/components/layout/NotFoundScreen';

export default NotFoundScreen;
