export {
  createHttpClient,
  type HttpClient,
  type HttpClientConfig,
  type RequestOptions,
  toSearchParams,
} from './client';
export {
  DecodeError,
  errorCodeOf,
  HttpError,
  isTransient,
  NetworkError,
  type RequestError,
  TimeoutError,
} from './errors';
export { backoff, RETRY_POLICY, retrySchedule } from './retry';
