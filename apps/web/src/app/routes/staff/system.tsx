import { SystemNoAccess } from '@/features/staff/system/SystemNoAccess';
import { SystemStatusScreen } from '@/features/staff/system/SystemStatusScreen';
import { staffSignInPath } from '@/lib/session/return-path';
import { StaffFrame } from '../../StaffFrame';

/**
 * `/system` (spec §2, contents not shown; decision 0030): the state of each part of the portal, for
 * admins, inside the staff layout. Anyone else signed in is told it is for admins and asks for nothing.
 */
export default function SystemScreen() {
  return (
    <StaffFrame signInPath={staffSignInPath('/system')}>
      {(me) => (me.rol === 'admin' ? <SystemStatusScreen /> : <SystemNoAccess />)}
    </StaffFrame>
  );
}
