import type { ListedUser, UserActions } from '@portal/shared/users/staff';
import { Button } from '@/components/ui/Button';
import { fullName } from './use-row-actions';

export type RowAction = keyof UserActions;

/** The buttons, in this order; each shown only when the server says the viewer may take it. */
const buttons: { action: RowAction; label: string; tone: 'secondary' | 'ghost'; danger?: boolean }[] = [
  { action: 'editar', label: 'Editar', tone: 'secondary' },
  { action: 'reenviar_invitacion', label: 'Reenviar invitación', tone: 'ghost' },
  { action: 'reactivar', label: 'Reactivar', tone: 'secondary' },
  { action: 'desactivar', label: 'Desactivar', tone: 'ghost', danger: true },
];

export interface RowActionsProps {
  user: ListedUser;
  onAction(action: RowAction, user: ListedUser): void;
  /** The row whose call is under way: its buttons wait. */
  busy?: boolean;
  wrap?: boolean;
}

/** A user's row actions; a row the viewer may not manage says so instead of offering a refusal. */
export function RowActions({ user, onAction, busy = false, wrap = false }: RowActionsProps) {
  const name = fullName(user);
  const offered = buttons.filter((button) => user.acciones[button.action]);
  if (offered.length === 0) {
    return <span className="text-sm text-slate-500">Sin acciones</span>;
  }
  return (
    <div className={`flex gap-2 ${wrap ? 'flex-wrap' : 'flex-nowrap'}`}>
      {offered.map(({ action, label, tone, danger }) => (
        <Button
          key={action}
          variant={tone}
          isDisabled={busy}
          className={`min-h-9 whitespace-nowrap px-3 ${danger ? 'text-red-700' : ''}`}
          aria-label={`${label} a ${name}`}
          onPress={() => onAction(action, user)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
