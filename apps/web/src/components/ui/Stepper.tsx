export interface StepperProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** The step shown now, from 0. */
  current: number;
  label: string;
  /** When given, each step is a button that goes to it. */
  onSelect?(step: number): void;
}

/** spec §4 Stepper: progress = step × 100 / (stages − 1), so the last step fills the bar. */
export const stepProgress = (step: number, stages: number) =>
  stages <= 1 ? 100 : Math.round((step * 100) / (stages - 1));

/**
 * Steps of a process with a progress bar. The current step carries aria-current="step"; done steps
 * are marked, so the state never depends on colour alone.
 */
export function Stepper({ steps, current, label, onSelect }: StepperProps) {
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
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          const content = (
            <>
              <span
                aria-hidden
                className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  state === 'next' ? 'bg-slate-200 text-slate-700' : 'bg-brand-700 text-white'
                }`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span
                className={`text-xs sm:text-sm ${state === 'current' ? 'font-semibold text-brand-900' : 'text-slate-700'}`}
              >
                {step}
                {state === 'done' && <span className="sr-only"> (completado)</span>}
              </span>
            </>
          );
          const layout = 'flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined}>
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
