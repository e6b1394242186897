import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';

export default function OrderProcessesScreen() {
  return (
    <ScreenPlaceholder title="Selecciona un Proceso">
      <p>Aquí verás tus procesos de contratación con su estado y fecha de inicio.</p>
    </ScreenPlaceholder>
  );
}
