import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';

export default function OrderProfileScreen() {
  return (
    <ScreenPlaceholder title="Perfil del cliente">
      <p>Aquí verás el nombre, el correo, el teléfono y la dirección de tu empresa.</p>
    </ScreenPlaceholder>
  );
}
