import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffUser } from '@portal/shared/users/staff';
import type { CatalogPosition } from '@portal/shared/catalog/staff';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCop } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { catalogKey, catalogQuery } from './api';
import { PositionFormDialog } from './PositionFormDialog';

const DEFAULT_CATALOG = 'defecto';

/**
 * `/dashboard/catalogo`: the positions each client company can order and their salary ranges. Admins
 * also keep the agency's default catalogue, which serves companies without one of their own.
 */
export function CatalogScreen({
  me,
  companies,
}: {
  me: StaffUser;
  companies: { id_empresa: number; razon_social: string }[] | null;
}) {
  const { params, change } = useUrlFilters();
  const options = [
    ...(me.rol === 'admin' ? [{ value: DEFAULT_CATALOG, label: 'Catálogo por defecto de la agencia' }] : []),
    ...(companies ?? []).map((company) => ({
      value: String(company.id_empresa),
      label: company.razon_social,
    })),
  ];
  const chosen = options.find((option) => option.value === params.get('empresa'))?.value ?? options[0]?.value;
  const idEmpresa = chosen && chosen !== DEFAULT_CATALOG ? Number(chosen) : null;
  const positions = useQuery({ ...catalogQuery(idEmpresa), enabled: chosen !== undefined });
  const [editing, setEditing] = useState<CatalogPosition | 'nuevo' | null>(null);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();

  if (companies === null) return <PageLoader label="Cargando empresas..." />;
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Catálogo de cargos</h1>
          <p className="text-sm text-slate-600">
            Lo que cada empresa puede pedir y su rango de salario. Sin catálogo propio, la empresa ve el de la
            agencia.
          </p>
        </div>
        {chosen !== undefined && <Button onPress={() => setEditing('nuevo')}>Agregar cargo</Button>}
      </div>
      <SelectField
        label="Catálogo de"
        className="max-w-md"
        value={chosen ?? ''}
        onChange={(event) => change('empresa', event.target.value)}
        options={options}
      />
      {positions.isPending && chosen !== undefined ? (
        <PageLoader label="Cargando cargos..." />
      ) : positions.error ? (
        <FormAlert tone="error">
          {apiErrorMessage(positions.error, 'No pudimos cargar el catálogo.')}
        </FormAlert>
      ) : !positions.data?.length ? (
        <EmptyState title="Este catálogo aún no tiene cargos.">
          {idEmpresa !== null && 'Mientras tanto, la empresa ve el catálogo por defecto de la agencia.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {positions.data.map((position) => (
            <li key={position.id_cargo} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <img
                src={position.imagen}
                alt=""
                width={96}
                height={60}
                className="h-15 w-24 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{position.nombre}</p>
                  {!position.activo && <Badge tone="neutral">Oculto</Badge>}
                </div>
                <p className="text-sm text-slate-600">{position.categoria}</p>
                <p className="text-sm text-slate-800">
                  {formatCop(position.salario_min)} a {formatCop(position.salario_max)}
                </p>
                <Button
                  variant="secondary"
                  onPress={() => setEditing(position)}
                  aria-label={`Editar ${position.nombre}`}
                >
                  Editar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PositionFormDialog
          idEmpresa={idEmpresa}
          position={editing === 'nuevo' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showAlert({ type: 'success', message });
            void queryClient.invalidateQueries({ queryKey: catalogKey });
          }}
        />
      )}
    </section>
  );
}
