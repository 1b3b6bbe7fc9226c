import { PRODUCT } from './brand';

/**
 * The texts of the e-mails the system sends. Cognito's templates (CDK) and the local Cognito
 * emulator's mailbox use the same words. `{####}` is Cognito's placeholder for the code.
 */
export const CODE_PLACEHOLDER = '{####}';

export const EMAILS = {
  signUp: {
    subject: `${PRODUCT} - Codice di verifica`,
    text: `Benvenuto in ${PRODUCT}, agente. Il tuo codice di verifica è ${CODE_PLACEHOLDER}`,
  },
  forgotPassword: {
    subject: `${PRODUCT} - Reimpostazione password`,
    text: `Il tuo codice per reimpostare la password è ${CODE_PLACEHOLDER}`,
  },
  invitation: {
    subject: `${PRODUCT} - Il tuo accesso`,
    text: `Il tuo codice temporaneo è ${CODE_PLACEHOLDER}`,
  },
} as const;

export const fillCode = (text: string, code: string): string => text.replace(CODE_PLACEHOLDER, code);
