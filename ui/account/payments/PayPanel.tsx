import { useLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, FieldError, Form, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { WALLET_PAYMENT_ERRORS, walletPaymentRefusal } from '../../../core/account/index';
import {
  canPayByTransfer,
  canPayOnline,
  canPayWithWallet,
  defaultWalletPaymentAmount,
  paymentMethodsSettings,
} from '../../../core/checkout/index';
import { decimalTextToMinor, minorToDecimalText } from '../../../core/money/index';
import { cartCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import '../../forms/forms.css';
import './payments.css';
import { useMinimumDisplay } from '../../app/minimum-display';

/** Euros typed in the amount field to minor units ("Amount inputs convert between minor units and the currency's decimal places"). */
const toMinorUnits = (euros: number): number | null =>
  Number.isFinite(euros) ? decimalTextToMinor(euros.toFixed(2)) : null;

/**
 * Paying what an account item still owes (issue 6 item 5): online through the provider (POST
 * /api/transactions/checkout; "the browser goes there (in a new window, falling back to the same window if it
 * cannot open)"), or from the wallet (POST /api/transactions/wallet; the amount "defaults to the smaller of the
 * wallet balance and the amount due; above the balance the local field error INSUFFICIENT_WALLET_AMOUNT
 * appears"). Which ways are offered follows part 2 §6: online only when payment_methods.online, the wallet
 * only when its amount is above 0; the bank transfer details whenever the organiser takes transfers, since a
 * parent who ordered by transfer pays that way (issue 18). `reference` is the line's transfer reference (core
 * `transferReference`): its order's structured reference, the same as on the checkout success page.
 */
export function PayPanel({
  destination,
  reference,
  due,
}: {
  destination: string;
  reference: string;
  due: number;
}) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const toast = useToast();
  const location = useLocation();
  const format = useFormat();
  const session = useSession();
  const balance = session.wallet?.amount ?? 0;
  const [amount, setAmount] = useState(() => defaultWalletPaymentAmount(balance, due));
  const [pending, setPending] = useState<'online' | 'wallet' | null>(null);
  // Part 2 §9 loader minimum display: the pressed button stays pending 350 ms once shown.
  const [lastAction, setLastAction] = useState<'online' | 'wallet'>('online');
  const showPending = useMinimumDisplay(pending !== null);

  if (due <= 0 || !session.customer) return null;
  const customerId = session.customer.id;
  const settings = paymentMethodsSettings(session.payment_methods);
  const online = canPayOnline(settings);
  const wallet = canPayWithWallet({ amount: balance });
  const bankAccount = canPayByTransfer(settings) ? session.payment_methods.bank_account : null;
  const refusal = walletPaymentRefusal(amount, { balance, due });
  // An empty or zero amount only disables the button; the other refusals show under the field.
  const shownRefusal = refusal === WALLET_PAYMENT_ERRORS.notPositive ? null : refusal;

  async function payOnline() {
    setPending('online');
    setLastAction('online');
    // Opened before the call, while the click still counts as a user gesture, so blockers let it through.
    const opened = window.open('', '_blank');
    try {
      const { checkout_url } = await api.call(cartCalls.transactionCheckout, {
        customer_id: customerId,
        reference,
        destination,
        return_url: `${location.pathname}${location.searchStr ?? ''}`,
      });
      if (opened && !opened.closed) {
        opened.opener = null;
        opened.location.href = checkout_url;
      } else {
        window.location.assign(checkout_url);
      }
    } catch (error) {
      opened?.close();
      toast.form.error(error);
    } finally {
      setPending(null);
    }
  }

  async function payFromWallet(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refusal !== null) return;
    setPending('wallet');
    setLastAction('wallet');
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      await api.call(cartCalls.walletPayment, { amount, destination });
      toast.form.success(t('transactions.wallet.create.form.messages.success'));
      await router.invalidate();
    } catch (error) {
      toast.form.error(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="pay-panel" aria-labelledby={`pay-${destination}`}>
      <h3 id={`pay-${destination}`}>{t('account.pay.title')}</h3>
      <p className="pay-panel__due">
        {t('account.pay.due')} <strong>{format.money(due)}</strong>
      </p>
      {online && (
        <Button
          className="button button--primary"
          isPending={showPending && lastAction === 'online'}
          onPress={payOnline}
        >
          {t('account.pay.online')}
        </Button>
      )}
      {wallet && (
        <Form className="pay-panel__wallet" onSubmit={payFromWallet}>
          <NumberField
            className="field pay-panel__field"
            value={Number(minorToDecimalText(amount))}
            onChange={(euros) => setAmount(toMinorUnits(euros) ?? 0)}
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'EUR' }}
            isInvalid={shownRefusal !== null}
            validationBehavior="aria"
          >
            <Label>{t('account.pay.walletAmount')}</Label>
            <Group className="pay-panel__amount">
              <Input />
            </Group>
            <Text slot="description" className="account-muted">
              {t('account.pay.walletBalance', { amount: format.money(balance) })}
            </Text>
            <FieldError className="field__error">
              {shownRefusal === WALLET_PAYMENT_ERRORS.aboveDue
                ? t('account.pay.overDue', { amount: minorToDecimalText(due) })
                : shownRefusal
                  ? t(`forms.errors.${shownRefusal}`, { defaultValue: shownRefusal })
                  : null}
            </FieldError>
          </NumberField>
          <Button
            type="submit"
            className="button"
            isPending={showPending && lastAction === 'wallet'}
            isDisabled={refusal !== null}
          >
            {t('account.pay.wallet')}
          </Button>
        </Form>
      )}
      {bankAccount ? (
        <p className="account-muted">
          {t(online || wallet ? 'account.pay.orTransfer' : 'account.pay.transfer', {
            account: bankAccount,
            reference,
          })}
        </p>
      ) : null}
    </section>
  );
}
