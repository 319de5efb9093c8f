export { isParticipantRequired } from '../membership/index';
export {
  bundleExpiresAt,
  bundlePricePerRegistration,
  bundleRemaining,
  isBundleExpired,
  isUnlimited,
} from './bundle.rules';
