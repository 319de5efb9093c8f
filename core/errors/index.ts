export {
  errorCode,
  errorToastText,
  errorTranslationKey,
  FORM_TOAST_KEYS,
  failureCode,
  resolveErrorText,
  UNKNOWN_ERROR,
} from './errors.rules';
