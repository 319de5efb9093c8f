export {
  type CallError,
  type CallFailure,
  type CallOptions,
  callApi,
  callErrorCode,
  failureFields,
  fillPath,
  INVALID_REQUEST_CODE,
  InvalidRequestError,
  isCallError,
  runCall,
  toCallFailure,
} from './call';
export {
  type CheckoutAnswer,
  cartMachineItems,
  createCartPort,
  createCheckoutPort,
  type HttpCartPort,
  type HttpCheckoutPort,
  type TransactionCheckoutInput,
  type WalletPaymentInput,
} from './cart-port';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientConfig,
  type RequestOptions,
  readErrorAnswer,
  toSearchParams,
} from './client';
export {
  DecodeError,
  errorCodeOf,
  HttpError,
  isRequestError,
  isTransient,
  NetworkError,
  type RequestError,
  TimeoutError,
} from './errors';
export { createRequestPort, type HttpRequestPort } from './request-port';
export { backoff, RETRY_POLICY, retrySchedule } from './retry';
