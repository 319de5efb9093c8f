import { Button } from 'react-aria-components';
import { useT } from '../i18n/react';

/**
 * A form's primary submit button: disabled while the form is sending, its text then saying so, or while
 * `blocked` (nothing to send yet). Its texts are `{messages}.submit` and `{messages}.submitting`;
 * `className` places it in the area's form.
 */
export function SubmitButton({
  sending,
  blocked = false,
  className,
  messages,
}: {
  sending: boolean;
  blocked?: boolean;
  className: string;
  messages: string;
}) {
  const { t } = useT();
  return (
    <Button type="submit" className={`button button--primary ${className}`} isDisabled={sending || blocked}>
      {sending ? t(`${messages}.submitting`) : t(`${messages}.submit`)}
    </Button>
  );
}
