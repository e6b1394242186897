import type { ReactNode } from 'react';

/** An in-screen action that reads like a link (switching between sign-in flows). */
export function LinkAction({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onPress}
      className="rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      {children}
    </button>
  );
}
