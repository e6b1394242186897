import { useParams } from 'react-router';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';

export default function PolicyScreen() {
  const { slug } = useParams();
  if (!['privacidad', 'terminos', 'cookies'].includes(slug ?? '')) return <NotFoundScreen />;
  return <main>{slug}</main>;
}
