import { cancellationMoney } from '../../../core/registration/index';
import type { Registration } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';

type Tense = 'before' | 'after';

/**
 * What cancelling does to the parent's money (issue 18 §8, core cancellationMoney): what was paid and that
 * its refund is the organiser's under their terms, what is no longer asked, a bundle's session. Said in the
 * cancel dialog ("before") and on the cancelled registration ("after"); nothing when no money is involved.
 */
export function CancellationMoneyNote({
  registration,
  tense,
}: {
  registration: Pick<Registration, 'total_amount' | 'paid_amount' | 'bundle_id'>;
  tense: Tense;
}) {
  const { t } = useT();
  const format = useFormat();
  const money = cancellationMoney(registration);
  if (money.paid === 0 && money.waived === 0 && !money.bundle) return null;
  const key = (part: string) => `account.registrations.cancel.money.${tense}.${part}`;
  return (
    <div className="registration-money-note">
      {money.paid > 0 ? <p>{t(key('paid'), { paid: format.money(money.paid) })}</p> : null}
      {money.waived > 0 ? <p>{t(key('waived'), { waived: format.money(money.waived) })}</p> : null}
      {money.bundle ? <p>{t(key('bundle'))}</p> : null}
      {money.paid > 0 || money.bundle ? (
        <p>
          <LocalLink href="/terms">{t('account.registrations.cancel.money.terms')}</LocalLink>
        </p>
      ) : null}
    </div>
  );
}
