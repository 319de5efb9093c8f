import type { ReactNode } from 'react';
import { LoginPrompt } from '../../kit/LoginPrompt';
import { participantFormKey } from '../../kit/participant-return';
import { useSession } from '../../shell/website';

/**
 * The add-to-cart panel of a product page: its title, then the form for a signed-in customer or the login
 * prompt for a visitor. The form gets its `key`: back from the participant create screen, it starts anew with
 * the new participant chosen.
 */
export function AddPanel({
  id,
  title,
  participantCuid,
  form,
}: {
  id: string;
  title: string;
  participantCuid: string | undefined;
  form: (key: string) => ReactNode;
}) {
  const { customer } = useSession();
  return (
    <section className="bordered-surface add-panel" aria-labelledby={id}>
      <h2 id={id} className="add-panel__title">
        {title}
      </h2>
      {customer ? form(participantFormKey(customer.participants, participantCuid)) : <LoginPrompt />}
    </section>
  );
}
