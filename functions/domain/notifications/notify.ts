import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { PRODUCT } from '../../core/brand';
import { wantsNotification, type NotificationTopic, type NotificationType } from '../../core/notifications';
import type { Notification } from '../../core/api/notifications';
import { profileEntity } from '../../db/entities/profile';
import {
  createNotification, putScheduled, skipScheduled, type NotificationItem, type ScheduledItem,
} from '../../db/repos/notifications';
import { mailer, type Mailer } from '../../adapters/mail';
import { logger } from '../../lib/logger';
import { preferencesOf } from './preferences';

type Profile = EntityItem<ReturnType<typeof profileEntity>>;

/**
 * What a sender says. `topic` lets preferences filter it (weekly hints, reward categories);
 * `onceKey` makes it at-most-once per player (job retries, overlapping runs); `push: false`
 * keeps it in-app only; `email` also sends it by e-mail (e.g. access start, spec 01 §2).
 */
export interface NotifyInput {
  type: NotificationType;
  title: string;
  message: string;
  /** In-app path opened by a click (the notification, the push). */
  url?: string;
  topic?: NotificationTopic;
  onceKey?: string;
  push?: boolean;
  email?: boolean;
}

export interface NotifyDeps {
  now: () => Date;
  newId: (at: number) => string;
  mail: () => Mailer;
  /** The player's profile when the caller already has it (a directory walk), saving a read. */
  profile?: Profile | null;
}

export const defaultNotifyDeps: NotifyDeps = { now: () => new Date(), newId: (at) => ulid(at), mail: mailer };

export type NotifyResult =
  | { status: 'created'; notification: Notification }
  | { status: 'skipped'; reason: 'no-profile' | 'preferences' }
  | { status: 'duplicate' }
  | { status: 'claimed-elsewhere' };

export const toApiNotification = (n: Pick<NotificationItem, 'notificationId' | 'type' | 'title' | 'message' | 'url' | 'read' | 'createdAt'>): Notification => ({
  id: n.notificationId, type: n.type, title: n.title, message: n.message, url: n.url ?? null, read: n.read, createdAt: n.createdAt,
});

const mailText = (input: NotifyInput): string =>
  `${input.message}\n\n${input.url ? `Apri ${PRODUCT}: ${input.url}\n\n` : ''}Puoi cambiare le preferenze delle notifiche in Impostazioni > Notifiche.`;

/**
 * The one way the server tells a player something (D21). It applies the player's preferences,
 * writes the notification with its unread counter in one transaction (the table's stream then
 * delivers it live to open tabs and hands it to Web Push when `push`), and sends the e-mail
 * when asked. Never called by a client route.
 */
export const notify = async (
  userId: string, input: NotifyInput, deps: Partial<NotifyDeps> = {},
  claim?: { scheduleId: string; dueAt: string },
): Promise<NotifyResult> => {
  const d = { ...defaultNotifyDeps, ...deps };
  const profile = d.profile !== undefined ? d.profile : (await profileEntity().get({ userId }).go()).data;
  const now = d.now();
  if (!profile) {
    if (claim) await skipScheduled(userId, claim, now.toISOString());
    return { status: 'skipped', reason: 'no-profile' };
  }
  if (!wantsNotification(preferencesOf(profile), input.topic)) {
    if (claim) await skipScheduled(userId, claim, now.toISOString());
    return { status: 'skipped', reason: 'preferences' };
  }
  const item: NotificationItem = {
    userId,
    notificationId: d.newId(now.getTime()),
    type: input.type,
    title: input.title,
    message: input.message,
    ...(input.url ? { url: input.url } : {}),
    read: false,
    deleted: false,
    push: input.push !== false,
    createdAt: now.toISOString(),
  };
  const outcome = await createNotification(item, { onceKey: input.onceKey, claim });
  if (outcome === 'duplicate') return { status: 'duplicate' };
  if (outcome === 'claimed-elsewhere') return { status: 'claimed-elsewhere' };
  if (input.email) {
    try {
      await d.mail().send({ to: profile.email, subject: `${PRODUCT} - ${input.title}`, text: mailText(input) });
    } catch (e) {
      // The in-app notice is the record; a failed e-mail must not undo it or repeat it.
      logger.error('notification e-mail failed', { notificationId: item.notificationId, error: e as Error });
    }
  }
  return { status: 'created', notification: toApiNotification(item) };
};

/**
 * Stores a notification to deliver at `dueAt` (D21): the 5-minute job delivers it exactly once,
 * applying the player's preferences at delivery time.
 */
export const scheduleNotification = async (
  userId: string, input: Omit<NotifyInput, 'email'>, dueAt: Date, deps: Partial<Pick<NotifyDeps, 'now' | 'newId'>> = {},
): Promise<{ scheduleId: string; dueAt: string }> => {
  const d = { ...defaultNotifyDeps, ...deps };
  const now = d.now();
  const item: ScheduledItem = {
    userId,
    scheduleId: d.newId(now.getTime()),
    dueAt: dueAt.toISOString(),
    state: 'pending',
    type: input.type,
    title: input.title,
    message: input.message,
    ...(input.url ? { url: input.url } : {}),
    ...(input.topic ? { topic: JSON.stringify(input.topic) } : {}),
    ...(input.onceKey ? { onceKey: input.onceKey } : {}),
    createdAt: now.toISOString(),
  };
  await putScheduled(item);
  return { scheduleId: item.scheduleId, dueAt: item.dueAt };
};

/** The BUZZ reminder (D21): 3 hours after a press. Called by the BUZZ use-case. */
export const BUZZ_REMINDER_DELAY_MS = 3 * 60 * 60 * 1000;
export const scheduleBuzzReminder = (userId: string, pressedAt: Date) =>
  scheduleNotification(
    userId,
    { type: 'buzz', title: 'Promemoria BUZZ', message: 'Sono passate 3 ore dal tuo ultimo BUZZ: un nuovo indizio potrebbe avvicinarti al premio.', url: '/buzz' },
    new Date(pressedAt.getTime() + BUZZ_REMINDER_DELAY_MS),
  );
