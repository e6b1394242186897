import { useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { withoutApp } from '@/lib/without-app';
import { MenuIcon } from './MenuIcon';
import { PolicyNavList } from './PolicyNavList';

const MENU_ID = 'menu-politicas';

/**
 * The policy list on phones (spec §2): 'Menú' opens it as a sheet over the page. A native popover
 * (decision 0072): it opens on the first tap, before and without the app, closes on Escape, a tap
 * outside or 'Cerrar', and the browser gives focus back to 'Menú'. Its links are plain links until
 * the app comes; with the app, following one closes the sheet.
 */
export function PolicyMobileMenu() {
  const sheet = useRef<HTMLDivElement>(null);
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="dialog"
        {...withoutApp}
        className={buttonClass('secondary', 'md:hidden')}
      >
        <MenuIcon path="M4 6h16M4 12h16M4 18h16" />
        Menú
      </button>
      <div
        ref={sheet}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-titulo`}
        {...withoutApp}
        className="fixed inset-x-0 top-0 bottom-auto m-0 w-full max-w-none rounded-b-2xl bg-white px-4 pt-4 pb-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40 md:hidden"
      >
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={`${MENU_ID}-titulo`} className="text-base font-bold text-brand-900">
            Políticas y términos
          </h2>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className={buttonClass('ghost')}
          >
            <MenuIcon path="M6 6l12 12M18 6L6 18" />
            Cerrar
          </button>
        </div>
        <nav aria-label="Políticas">
          <PolicyNavList onNavigate={() => sheet.current?.hidePopover?.()} />
        </nav>
      </div>
    </>
  );
}
