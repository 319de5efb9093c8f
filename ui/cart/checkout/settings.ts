import {
  type PaymentMethod,
  type PaymentMethodsSettings,
  paymentMethodsSettings,
  type ServiceFees,
} from '../../../core/checkout/index';
import type { Session, Website } from '../../app/context';

/** What the checkout machine needs from the organiser. */
export interface CheckoutSettings {
  methods: PaymentMethod[];
  settings: PaymentMethodsSettings;
  serviceFees: ServiceFees;
}

/**
 * The organiser's prioritised payment methods and service fees (GET /api/website organiser.settings) and the
 * online switch and bank-transfer switches (GET /api/session payment_methods): the same settings the server's checkout decides with.
 */
export function checkoutSettings(website: Website, session: Session): CheckoutSettings {
  return {
    methods: website.organiser.settings.methods,
    settings: paymentMethodsSettings(session.payment_methods),
    serviceFees: website.organiser.settings.service_fees,
  };
}
