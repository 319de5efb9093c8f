export {
  errorCode,
  errorToastText,
  errorTranslationKey,
  type FailedAction,
  FORM_TOAST_KEYS,
  failureCode,
  UNKNOWN_ERROR,
} from './errors.rules';
