export { createOutboxMailer, type Mailer, type MailMessage } from './mailer';
export { createSmtpMailer, describeSmtpUrl, type SmtpMailer, type SmtpMailerConfig } from './smtp';
