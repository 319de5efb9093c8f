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

/**
 * The foot of a modal's form: close (disabled while the call runs) and submit, which shows the pending state
 * only once the call lasts (`showPending`). `danger` for a submit that undoes something.
 */
export function ModalActions({
  closeLabel,
  submitLabel,
  pending,
  showPending,
  danger = false,
}: {
  closeLabel: string;
  submitLabel: string;
  pending: boolean;
  showPending: boolean;
  danger?: boolean;
}) {
  return (
    <div className="account-actions registration-dialog__actions">
      <Button slot="close" className="button" isDisabled={pending}>
        {closeLabel}
      </Button>
      <Button
        type="submit"
        className={danger ? 'button button--danger' : 'button button--primary'}
        isPending={showPending}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
