import { useEffect } from 'react';
import { Logo } from '@/components/layout/Logo';
import type { Policy } from '../policy-catalog';
import { PolicyArticle } from './PolicyArticle';
import { PolicyContactCard } from './PolicyContactCard';
import { PolicyMobileMenu } from './PolicyMobileMenu';
import { PolicyNavList } from './PolicyNavList';

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Policy screen (spec §2): logo home, the policy list (sidebar, or 'Menú' on phones) and the text. */
export function PolicyPage({ policy }: { policy: Policy }) {
  useDocumentTitle(`${policy.title} | Portal de Empleo`);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <p className="hidden text-sm font-medium text-slate-600 md:block">Políticas y términos</p>
          <PolicyMobileMenu />
        </div>
      </header>

      {/* At least a screen tall, as in PublicShell: the footer never shifts in view as the text arrives. */}
      <div className="mx-auto min-h-svh w-full max-w-5xl flex-1 px-4 sm:px-6 sm:py-8 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10 md:py-10">
        <aside className="hidden md:block">
          <div className="sticky top-24 space-y-6">
            <nav aria-label="Políticas">
              <p className="mb-3 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                Documentos legales
              </p>
              <PolicyNavList />
            </nav>
            <PolicyContactCard />
          </div>
        </aside>
        <main>
          <PolicyArticle policy={policy} />
        </main>
      </div>

      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto w-full max-w-5xl px-4 py-5 text-sm text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Portal de Empleo S.A.S. · NIT 901.456.782-3 · Bogotá D.C., Colombia
        </p>
      </footer>
    </div>
  );
}
