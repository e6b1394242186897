import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { wagePolicyBodySchema, wagePolicyMessages as messages } from '@portal/shared/users/wage-policy';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { saveWagePolicy, wagePolicyQuery } from './api';

const asNumber = (value: unknown) => (value === '' ? undefined : Number(String(value).replace(/\D/g, '')));

/** The chosen company's policy, filled in from what is on record. */
function PolicyFields({ idEmpresa }: { idEmpresa: number }) {
  const policy = useQuery(wagePolicyQuery(idEmpresa));
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { form, failure, submitWith } = useZodForm(wagePolicyBodySchema, {
    values: policy.data
      ? {
          aseguradora: policy.data.aseguradora ?? '',
          numero: policy.data.numero ?? '',
          vigencia_hasta: policy.data.vigencia_hasta ?? '',
          // An empty field until a value is on record (the schema asks for it on save).
          valor: policy.data.valor ?? (undefined as unknown as number),
        }
      : undefined,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar la póliza. Intenta de nuevo.'),
    async (values) => {
      showAlert({ type: 'success', message: (await saveWagePolicy(idEmpresa, values)).message });
      await queryClient.invalidateQueries({ queryKey: wagePolicyQuery(idEmpresa).queryKey });
    },
  );
  if (policy.isPending) return <PageLoader label="Cargando póliza..." />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Aseguradora" registration={register('aseguradora')} error={errors.aseguradora} />
        <TextField label="Número de la póliza" registration={register('numero')} error={errors.numero} />
        <TextField
          type="date"
          label="Vigente hasta"
          registration={register('vigencia_hasta')}
          error={errors.vigencia_hasta}
        />
        <TextField
          label="Valor asegurado (COP)"
          inputMode="numeric"
          registration={register('valor', { setValueAs: asNumber })}
          error={errors.valor}
        />
      </div>
      <Button type="submit" isLoading={formState.isSubmitting}>
        {messages.save}
      </Button>
    </form>
  );
}

/** Where staff keep each company's wage policy, which the contracts quote. */
export function WagePolicyForm({ companies }: { companies: { id_empresa: number; razon_social: string }[] }) {
  const [idEmpresa, setIdEmpresa] = useState('');
  return (
    <section aria-labelledby="poliza" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="poliza" className="text-lg font-bold text-brand-900">
        {messages.title}
      </h2>
      <p className="text-sm text-slate-600">{messages.intro}</p>
      <SelectField
        label="Empresa"
        placeholder="Elige una empresa"
        value={idEmpresa}
        onChange={(event) => setIdEmpresa(event.target.value)}
        options={companies.map((company) => ({
          value: String(company.id_empresa),
          label: company.razon_social,
        }))}
      />
      {idEmpresa && <PolicyFields key={idEmpresa} idEmpresa={Number(idEmpresa)} />}
    </section>
  );
}
