export * from './participants.rules';
