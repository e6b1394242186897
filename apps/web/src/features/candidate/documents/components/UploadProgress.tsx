/** Upload progress of spec §2, fed by XMLHttpRequest's upload events. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-3">
      <div className="flex justify-between gap-2 text-xs font-medium text-slate-600">
        <span className="min-w-0 truncate">{label}</span>
        <span className="shrink-0 whitespace-nowrap tabular-nums">{percent}&nbsp;%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
