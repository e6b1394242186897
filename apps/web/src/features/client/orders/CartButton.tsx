import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { cartCountLabel } from '@portal/shared/orders/cart-count';
import { lazyComponent } from '@/lib/lazy-component';
import { cartQuery } from './api';

// The panel with its dialog (React Aria) loads when opened: the client area's first screen shows only
// the button (decision 0073).
const CartDialog = lazyComponent(() => import('./CartDialog').then((module) => module.CartDialog));

/** The cart button with its two-digit count (spec §2); it opens the panel 'Ordenes de cargos'. */
export function CartButton() {
  const cart = useQuery(cartQuery);
  const [open, setOpen] = useState(false);
  const items = cart.data?.items ?? [];

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Carrito: ${items.length === 1 ? '1 cargo' : `${items.length} cargos`}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
          <path d="M3 4h2l2.4 11h10.2L20 7H6.2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        <span className="tabular-nums">{cartCountLabel(items.length)}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDialog items={items} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
