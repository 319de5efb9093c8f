export { createOutboxMailer, type Mailer, type MailMessage } from './mailer';
