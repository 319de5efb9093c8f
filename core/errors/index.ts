export {
  errorCode,
  errorToastText,
  errorTranslationKey,
  type FailedAction,
  FORM_TOAST_KEYS,
  failureCode,
  resolveErrorText,
  type Translate,
  UNKNOWN_ERROR,
} from './errors.rules';
