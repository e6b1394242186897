import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';

export default function OrderSearchScreen() {
  return (
    <ScreenPlaceholder title="Buscar cargos">
      <p>
        Aquí las empresas elegirán cargos por categoría (Montacargas, Bodega, Conductor, Producción, Calidad,
        Empaque) y los configurarán en su orden.
      </p>
    </ScreenPlaceholder>
  );
}
