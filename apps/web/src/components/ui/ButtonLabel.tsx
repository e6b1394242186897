import type { ReactNode } from 'react';
import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { Spinner } from './Spinner';

/** What a button says: its label, or a spinner and 'Cargando...' while it loads (spec §9). */
export function ButtonLabel({
  isLoading,
  loadingText = BUTTON_LOADING_TEXT,
  children,
}: {
  isLoading: boolean;
  loadingText?: string;
  children: ReactNode;
}) {
  if (!isLoading) return children;
  return (
    <>
      <Spinner className="size-4" />
      <span>{loadingText}</span>
    </>
  );
}
