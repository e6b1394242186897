import { useState, type ReactNode } from 'react';
import { PROCESS_STAGES } from '@portal/shared/processes/client';
import { HIRING_STEPS, hiringStateOf, type HiringRecord } from '@portal/shared/applications/hiring';
import { useAlerts } from '@/components/alerts/alerts-context';
import { HiringRecordCard } from '@/components/hiring/HiringRecordCard';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { Stepper, type StepOutcome } from '@/components/ui/Stepper';
import { TextField } from '@/components/ui/TextField';

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`muestra-${title}`}
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`muestra-${title}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const samplePasos = HIRING_STEPS.map((step, i) => ({
  ...step,
  completado: i < 3 ? ('Completado' as const) : ('Pendiente' as const),
  comentario: i === 1 ? 'Firmado en la sede de Funza' : null,
  comentario_audiencia: i === 1 ? ('empresa' as const) : null,
  fecha: null,
}));
/** A process whose request was accepted and whose candidates are being decided. */
const sampleOutcomes: StepOutcome[] = [{ state: 'done', label: 'Completado' }];
const sampleRecord: HiringRecord = {
  id_postulacion: 0,
  nombre: 'Nombre Apellido',
  cargo: 'Operador de montacargas',
  ...hiringStateOf(samplePasos, false),
  ultimaActualizacion: '2026-11-24T15:00:00.000Z',
  pasos: samplePasos,
};

/**
 * `/order/design` (spec §1 mentions a design-system page): the client area's typography and its
 * components as they look on the real screens, with sample data only here.
 */
export function DesignSystemScreen() {
  const [step, setStep] = useState(1);
  const [query, setQuery] = useState('');
  const { showAlert } = useAlerts();
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Sistema de diseño</h1>
        <p className="text-sm text-slate-600">
          Tipografía y componentes del área de empresas. Los datos de esta página son de muestra.
        </p>
      </div>
      <Sample title="Tipografía">
        <p className="text-2xl font-bold text-brand-900">Título de pantalla · 24 px negrita</p>
        <p className="text-lg font-semibold text-slate-900">Título de sección · 18 px seminegrita</p>
        <p className="text-base text-slate-800">
          Texto normal · 16 px, el mínimo en campos para que el teléfono no haga zoom.
        </p>
        <p className="text-sm text-slate-600">Texto secundario · 14 px</p>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Etiqueta · 12 px mayúsculas
        </p>
      </Sample>
      <Sample title="Botones y estados">
        <div className="flex flex-wrap gap-3">
          <Button>Principal</Button>
          <Button variant="secondary">Secundario</Button>
          <Button variant="ghost">Discreto</Button>
          <Button variant="danger">Peligro</Button>
          <Button isLoading>Principal</Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="success">aprobado</Badge>
          <Badge tone="warning">pendiente</Badge>
          <Badge tone="danger">rechazado</Badge>
          <Badge tone="neutral">en contratación</Badge>
          <Badge tone="info">En progreso</Badge>
        </div>
      </Sample>
      <Sample title="Avisos">
        <FormAlert tone="info">Información: la agencia está revisando tu orden.</FormAlert>
        <FormAlert tone="warning">Advertencia: salario por debajo del mínimo legal.</FormAlert>
        <FormAlert tone="success">Éxito: datos guardados.</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onPress={() =>
              showAlert({
                type: 'success',
                message: 'Item agregado al carrito exitosamente!',
                durationMs: 3000,
              })
            }
          >
            Mostrar alerta del carrito (3 s)
          </Button>
          <Button
            variant="secondary"
            onPress={() => showAlert({ type: 'error', message: 'Error al agregar el item al carrito.' })}
          >
            Mostrar alerta de error (6 s)
          </Button>
        </div>
      </Sample>
      <Sample title="Campos">
        <div className="grid gap-4 sm:grid-cols-2">
          <SearchField label="Búsqueda" placeholder="Ej.: montacargas" value={query} onChange={setQuery} />
          <TextField label="Campo de texto" hint="Una ayuda corta bajo el campo." />
          <SelectField
            label="Lista"
            options={[
              { value: 'a', label: 'Turno Completo' },
              { value: 'b', label: 'Rotativo' },
            ]}
          />
          <TextField
            label="Campo con error"
            error={{ type: 'manual', message: 'La cantidad debe ser al menos 1.' }}
          />
        </div>
      </Sample>
      <Sample title="Etapas del proceso">
        <Stepper
          label="Etapas de muestra"
          steps={PROCESS_STAGES}
          current={step}
          outcomes={sampleOutcomes}
          onSelect={setStep}
        />
      </Sample>
      <Sample title="Contratación y estados vacíos">
        <ul className="grid gap-3 md:grid-cols-2">
          <HiringRecordCard
            record={sampleRecord}
            busy={false}
            canMark={(s) => s.responsable === 'cliente'}
            onMark={() => undefined}
          />
        </ul>
        <EmptyState title="No hay cargos disponibles en esta categoría." />
      </Sample>
    </div>
  );
}
