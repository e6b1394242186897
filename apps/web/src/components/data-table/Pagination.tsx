import { Button } from '@/components/ui/Button';

interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Anterior / Página n de m / Siguiente; hidden when everything fits on one page. */
export function Pagination({ label, page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-slate-700">
        Página {page} de {pageCount}
      </span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
