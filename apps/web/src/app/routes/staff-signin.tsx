import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PublicShell } from '@/components/layout/PublicShell';

export default function StaffSignInScreen() {
  return (
    <PublicShell>
      <ScreenPlaceholder title="Ingreso del equipo">
        <p>Aquí el equipo de la agencia y las empresas clientes iniciarán sesión para entrar al panel.</p>
      </ScreenPlaceholder>
    </PublicShell>
  );
}
