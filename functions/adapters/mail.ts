import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../lib/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends application e-mails (not Cognito's: those go through the user pool). */
export interface Mailer {
  send(mail: MailMessage): Promise<void>;
}

let ses: SESv2Client | undefined;

/** Cloud: SES (MAIL_MODE=ses, from MAIL_FROM; the function needs the `mail:send` grant). */
const sesMailer: Mailer = {
  async send(mail) {
    ses ??= new SESv2Client({ region: env().AWS_REGION });
    await ses.send(new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }));
  },
};

/** Local: the local mailbox of the gateway (POST /_local/mail), readable at /_local/mail. */
const localMailer: Mailer = {
  async send(mail) {
    const url = env().LOCAL_MAILBOX_URL;
    if (!url) throw new Error('LOCAL_MAILBOX_URL is not set');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }),
    });
    if (!res.ok) throw new Error(`local mailbox answered ${res.status}`);
  },
};

const offMailer: Mailer = { send: async () => undefined };

/** The mailer of this stage, chosen by MAIL_MODE. */
export const mailer = (): Mailer => {
  const mode = env().MAIL_MODE;
  return mode === 'ses' ? sesMailer : mode === 'local' ? localMailer : offMailer;
};
