import { useParams } from 'react-router';
import { PublicShell } from '@/components/layout/PublicShell';
import { VerificationScreen } from '@/features/public/verification/VerificationScreen';

/** `/verificar/:codigo`: anyone checks a contract or certificado laboral by its code, no sign-in. */
export default function VerifyScreen() {
  const { codigo = '' } = useParams();
  return (
    <PublicShell>
      <VerificationScreen key={codigo} codigo={codigo} />
    </PublicShell>
  );
}
