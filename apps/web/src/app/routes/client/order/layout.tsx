import { NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/layout/Logo';
import { CartButton } from '@/features/client/orders/CartButton';
import { NotificationBell } from '@/features/notifications/NotificationBell';

const menu = [
  { to: '/order/search', label: 'Buscar' },
  { to: '/order/procesos', label: 'Procesos' },
  { to: '/order/horas', label: 'Horas' },
  { to: '/order/profile', label: 'Perfil' },
  { to: '/logout', label: 'Cerrar sesión' },
];

function MenuLinks({ className }: { className: string }) {
  return (
    <>
      {menu.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) =>
            `${className} ${isActive ? 'text-brand-800 font-semibold' : 'text-slate-600 hover:text-brand-800'}`
          }
        >
          {item.label}
        </NavLink>
      ))}
    </>
  );
}

/**
 * Client area (spec §2): top bar on larger screens, bottom bar on mobile (64 px tall, whatever its labels
 * wrap to, so what rests above it knows where); the cart button everywhere.
 */
export default function OrderLayout() {
  return (
    <div className="min-h-screen pb-20 sm:pb-0">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <div className="flex items-center gap-3 sm:gap-6">
            <nav aria-label="Área de clientes" className="hidden gap-6 text-sm sm:flex">
              <MenuLinks className="py-2" />
            </nav>
            <NotificationBell area="client" />
            <CartButton />
          </div>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <nav
        aria-label="Área de clientes (móvil)"
        className="fixed inset-x-0 bottom-0 grid grid-cols-5 border-t border-slate-200 bg-white text-center text-xs sm:hidden"
      >
        <MenuLinks className="flex min-h-16 items-center justify-center px-1 py-2" />
      </nav>
    </div>
  );
}
