export { type CartConfirmationDeps, confirmPaidCheckout, sendCartConfirmation } from './cart-processed';
export { cartProcessedMail } from './cart-processed-mail';
