export { defaultParticipantId } from './participants.rules';
