import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PublicShell } from '@/components/layout/PublicShell';

export default function VacancyScreen() {
  return (
    <PublicShell>
      <ScreenPlaceholder title="Detalle de la vacante">
        <p>
          Aquí verás el salario, el turno, el lugar, los requisitos y la fecha de cierre de la vacante, y
          podrás postularte.
        </p>
      </ScreenPlaceholder>
    </PublicShell>
  );
}
