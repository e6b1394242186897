export function MenuIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" aria-hidden="true">
      <path d={path} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
