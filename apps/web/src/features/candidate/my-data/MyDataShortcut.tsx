import { myDataScreen } from '@portal/shared/messages';
import { ShortcutCard } from '@/components/ui/ShortcutCard';

/** The way from Mi Perfil to Mis datos. */
export const MyDataShortcut = () => (
  <ShortcutCard
    title={myDataScreen.shortcutTitle}
    body={myDataScreen.shortcutBody}
    to="/mis-datos"
    action={myDataScreen.shortcutAction}
  />
);
