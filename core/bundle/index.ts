export { isParticipantRequired } from '../membership/index';
export * from './bundle.rules';
