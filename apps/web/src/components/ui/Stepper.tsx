/** What came of a step: done, or failed (turned down). A step without one is still open. */
export interface StepOutcome {
  state: 'done' | 'failed';
  /** The state in words, read with the step name ("Completado", "Rechazada"). */
  label: string;
}

export interface StepperProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** The step shown now, from 0. */
  current: number;
  label: string;
  /** Each step's real outcome, by index. Being past a step does not make it done. */
  outcomes?: readonly (StepOutcome | null | undefined)[];
  /** When given, each step is a button that goes to it. */
  onSelect?(step: number): void;
}

/** spec §4 Stepper: progress = step × 100 / (stages − 1), so the last step fills the bar. */
export const stepProgress = (step: number, stages: number) =>
  stages <= 1 ? 100 : Math.round((step * 100) / (stages - 1));

const marks = {
  done: { icon: '✓', circle: 'bg-emerald-700 text-white' },
  failed: { icon: '✕', circle: 'bg-red-700 text-white' },
};

/**
 * Steps of a process with a progress bar. The bar and aria-current="step" say where the person is; a
 * step shows done (✓) or failed (✕) only by its own outcome, never colour alone: the state is also
 * read in words.
 */
export function Stepper({ steps, current, label, outcomes = [], onSelect }: StepperProps) {
  const progress = stepProgress(current, steps.length);
  return (
    <nav aria-label={label} className="space-y-3">
      <div
        role="progressbar"
        aria-label={`${label}: paso ${current + 1} de ${steps.length}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => {
          const outcome = outcomes[index];
          const isCurrent = index === current;
          const mark = outcome ? marks[outcome.state] : null;
          const content = (
            <>
              <span
                aria-hidden
                className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  mark?.circle ?? (isCurrent ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700')
                } ${isCurrent ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`}
              >
                {mark?.icon ?? index + 1}
              </span>
              <span
                className={`text-xs sm:text-sm ${isCurrent ? 'font-semibold text-brand-900' : 'text-slate-700'}`}
              >
                {step}
                {outcome && <span className="sr-only"> ({outcome.label.toLowerCase()})</span>}
              </span>
            </>
          );
          const layout = 'flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left';
          return (
            <li key={step} aria-current={isCurrent ? 'step' : undefined}>
              {onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className={`${layout} w-full rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600`}
                >
                  {content}
                </button>
              ) : (
                <div className={layout}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
