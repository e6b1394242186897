import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contractTemplateMessages as messages } from '@portal/shared/contracts/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { contractTemplatesQuery } from './api';
import { type AssignmentChoice, TemplateEditor } from './TemplateEditor';
import { WagePolicyForm } from './WagePolicyForm';

interface ContractTemplatesScreenProps {
  canEdit: boolean;
  assignments: AssignmentChoice[];
  companies: { id_empresa: number; razon_social: string }[];
}

/** `/dashboard/contratos`: the text of each contract type, its fields, and a preview with real data. */
export function ContractTemplatesScreen({ canEdit, assignments, companies }: ContractTemplatesScreenProps) {
  const templates = useQuery(contractTemplatesQuery);
  const [tipo, setTipo] = useState<string | null>(null);
  if (templates.isPending) return <PageLoader label="Cargando plantillas..." />;
  if (templates.isError)
    return (
      <LoadError
        title="No pudimos cargar las plantillas de contrato."
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  const { plantillas, campos } = templates.data;
  const current = plantillas.find((template) => template.tipo === tipo) ?? plantillas[0];
  return (
    <section className="space-y-5">
      <ScreenHeader title={messages.title}>{messages.intro}</ScreenHeader>
      <SelectField
        label="Tipo de contrato"
        value={current?.tipo ?? ''}
        onChange={(event) => setTipo(event.target.value)}
        options={plantillas.map((template) => ({ value: template.tipo, label: template.etiqueta }))}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        {current && (
          <TemplateEditor
            key={`${current.tipo}-${current.version}`}
            template={current}
            canEdit={canEdit}
            assignments={assignments}
          />
        )}
        <aside aria-labelledby="campos" className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
          <h2 id="campos" className="mb-2 font-bold text-slate-900">
            Campos
          </h2>
          <dl className="space-y-1.5">
            {campos.map((field) => (
              <div key={field.campo}>
                <dt className="font-mono text-xs text-brand-900">{`{{${field.campo}}}`}</dt>
                <dd className="text-slate-600">{field.etiqueta}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      <WagePolicyForm companies={companies} />
    </section>
  );
}
