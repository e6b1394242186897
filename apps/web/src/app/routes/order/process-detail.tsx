import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';

export default function OrderProcessDetailScreen() {
  return (
    <ScreenPlaceholder title="Proceso Seleccionado">
      <p>
        Aquí seguirás las cuatro etapas: Solicitud, Aprobar candidatos, Contratación y Candidatos contratados.
      </p>
    </ScreenPlaceholder>
  );
}
