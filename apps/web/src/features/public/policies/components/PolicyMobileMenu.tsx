import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/ui/PlainButton';
import { MenuIcon } from './MenuIcon';
import { PolicyNavList } from './PolicyNavList';

// The sheet (react-aria's modal) is not needed to show the page: it loads when first asked for.
const PolicyMenuSheet = lazy(() => import('./PolicyMenuSheet'));

/**
 * The policy list on phones (spec §2): 'Menú' opens it as a modal sheet. A plain button, so the page
 * does not load react-aria.
 */
export function PolicyMobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton
        variant="secondary"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => setOpen(true)}
      >
        <MenuIcon path="M4 6h16M4 12h16M4 18h16" />
        Menú
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <PolicyMenuSheet
            onClose={() => setOpen(false)}
            closeIcon={<MenuIcon path="M6 6l12 12M18 6L6 18" />}
          >
            <PolicyNavList onNavigate={() => setOpen(false)} />
          </PolicyMenuSheet>
        </Suspense>
      )}
    </>
  );
}
