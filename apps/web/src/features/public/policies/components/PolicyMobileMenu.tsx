import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { PolicyNavList } from './PolicyNavList';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" aria-hidden="true">
      <path d={path} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The policy list on phones (spec §2): 'Menú' opens it as a modal sheet. react-aria keeps focus inside,
 * closes on Escape or a tap outside, and gives focus back to the button.
 */
export function PolicyMobileMenu() {
  return (
    <DialogTrigger>
      <Button variant="secondary" className="md:hidden">
        <Icon path="M4 6h16M4 12h16M4 18h16" />
        Menú
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0"
      >
        <Modal className="fixed inset-x-0 top-0 rounded-b-2xl bg-white shadow-xl transition-transform duration-200 starting:-translate-y-full">
          <Dialog className="px-4 pt-4 pb-6 outline-none">
            {({ close }) => (
              <>
                <div className="mb-3 flex items-center justify-between gap-4">
                  <Heading slot="title" className="text-base font-bold text-brand-900">
                    Políticas y términos
                  </Heading>
                  <Button variant="ghost" onPress={close}>
                    <Icon path="M6 6l12 12M18 6L6 18" />
                    Cerrar
                  </Button>
                </div>
                <nav aria-label="Políticas">
                  <PolicyNavList onNavigate={close} />
                </nav>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
