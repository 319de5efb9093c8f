export {
  notifyWaitingListVacancies,
  notifyWaitingListVacancy,
  type VacancyNotifier,
  type VacancyOptions,
  vacancyNotifier,
} from './vacancy';
