/** Shared by both providers. */

/** A webhook whose signature is missing, wrong or too old: answered 400, nothing written. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** Stripe's default tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The local test provider signs its webhooks with this secret (D8). It is public on purpose:
 * it only ever exists where STAGE=local and no Stripe key is configured.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_traccia_local_test_secret';

/** Italian text of a card decline, for "Pagamento fallito: {message}". */
export const declineMessage = (code: string | null): string => {
  switch (code) {
    case 'insufficient_funds':
      return 'Fondi insufficienti.';
    case 'expired_card':
      return 'La carta è scaduta.';
    case 'incorrect_cvc':
      return 'Il codice CVC non è corretto.';
    case 'processing_error':
      return 'Errore durante l’elaborazione della carta.';
    case 'authentication_required':
      return 'La banca richiede la conferma del pagamento.';
    default:
      return 'La carta è stata rifiutata.';
  }
};
