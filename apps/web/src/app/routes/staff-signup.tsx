import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PublicShell } from '@/components/layout/PublicShell';

export default function StaffSignUpScreen() {
  return (
    <PublicShell>
      <ScreenPlaceholder title="Registro de usuarios de la agencia">
        <p>
          Aquí el equipo de la agencia registrará usuarios con su rol: administrador, director, diseñador o
          usuario de empresa.
        </p>
      </ScreenPlaceholder>
    </PublicShell>
  );
}
