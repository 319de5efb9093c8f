export { startVacancySweep, sweepAllVacancies, VACANCY_SWEEP_EVERY_MS } from './sweep';
export {
  notifyWaitingListVacancies,
  notifyWaitingListVacancy,
  type VacancyNotifier,
  type VacancyOptions,
  vacancyMessage,
  vacancyNotifier,
} from './vacancy';
