import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './modal.css';

/**
 * A button opening a modal dialog of the registration screens: a dimmed overlay (Escape and a click outside
 * close it unless `busy`), a titled dialog, and the content. Open state is the caller's, so a form can close
 * its dialog once its call succeeded; focus goes back to the button when it closes.
 */
export function RegistrationModal({
  label,
  buttonLabel,
  title,
  busy = false,
  isOpen,
  onOpenChange,
  children,
}: {
  /** The opening button's text. */
  label: string;
  /** The opening button's accessible name when its text alone is ambiguous (one button per list item). */
  buttonLabel?: string;
  title: string;
  busy?: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className="button" aria-label={buttonLabel}>
        {label}
      </Button>
      <ModalOverlay
        className="registration-modal-overlay"
        isDismissable={!busy}
        isKeyboardDismissDisabled={busy}
      >
        <Modal className="registration-modal">
          <Dialog className="registration-dialog">
            <Heading slot="title" className="registration-dialog__title">
              {title}
            </Heading>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
