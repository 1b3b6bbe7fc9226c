import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { unmarshallImage } from '../notifications/live';
import { notify, scheduleNotification, BUZZ_REMINDER_DELAY_MS } from '../notifications/notify';

/**
 * What follows a paid action, read from the table's stream so that it happens whichever path
 * applied the payment (the synchronous charge, a payment page, a late webhook): the BUZZ
 * notification and the reminder 3 hours later (D21), the BUZZ MAPPA notification. The stream
 * delivers at least once; `onceKey` makes each notice at-most-once per payment.
 */
export const reactToGameplay = async (records: DynamoDBRecord[]): Promise<void> => {
  for (const r of records) {
    if (r.eventName !== 'INSERT') continue;
    const img = unmarshallImage(r.dynamodb?.NewImage as Record<string, AttributeValue> | undefined);
    if (!img) continue;
    const userId = String(img.userId);
    if (img.__edb_e__ === 'buzzAction') {
      const paymentId = String(img.paymentId);
      const at = new Date(String(img.createdAt));
      await notify(userId, {
        type: 'buzz', title: 'BUZZ', message: 'Nuovo indizio ricevuto: aprilo nel tuo archivio.', url: '/buzz',
        onceKey: `buzz-${paymentId}`, push: false,
      });
      await scheduleNotification(userId, {
        type: 'buzz', title: 'Promemoria BUZZ',
        message: 'Sono passate 3 ore dal tuo ultimo BUZZ: un nuovo indizio potrebbe avvicinarti al premio.',
        url: '/buzz', onceKey: `buzz-reminder-${paymentId}`,
      }, new Date(at.getTime() + BUZZ_REMINDER_DELAY_MS));
    }
    if (img.__edb_e__ === 'mapArea') {
      await notify(userId, {
        type: 'map_buzz', title: 'BUZZ MAPPA', message: `Nuova area di ricerca: raggio ${Number(img.radiusKm).toFixed(1)} km.`,
        url: '/map', onceKey: `area-${String(img.paymentId)}`, push: false,
      });
    }
  }
};
