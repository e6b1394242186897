import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PublicShell } from '@/components/layout/PublicShell';

export default function LandingScreen() {
  return (
    <PublicShell>
      <ScreenPlaceholder title="Encuentra trabajo operativo cerca de ti">
        <p>Vacantes de bodega, montacargas, conducción, producción y empaque en toda Colombia.</p>
      </ScreenPlaceholder>
    </PublicShell>
  );
}
