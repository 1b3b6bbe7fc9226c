import { MSG } from '../../../functions/core/messages';

/**
 * Web Push in the browser (spec 03 §4, D21): the one service worker (/sw.js) shows pushes;
 * permission default → granted (subscribe and store) or denied. Results are the spec's texts.
 */
export type PushResult = { ok: true; message: string } | { ok: false; message: string };

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Registers the service worker (install + push). It has no fetch handler, so it never serves a stale app. */
export const registerServiceWorker = async (): Promise<ServiceWorkerRegistration | null> => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
};

const urlBase64ToUint8Array = (base64: string): Uint8Array<ArrayBuffer> => {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
};

export interface PushApi {
  publicKey: () => Promise<string>;
  save: (subscription: PushSubscriptionJSON) => Promise<unknown>;
}

/** The enable button's whole flow, with the spec's messages. */
export const enablePush = async (api: PushApi): Promise<PushResult> => {
  if (!pushSupported()) return { ok: false, message: MSG.pushUnsupported };
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, message: MSG.pushDenied };
  try {
    const registration = (await registerServiceWorker()) ?? (await navigator.serviceWorker.ready);
    const key = await api.publicKey();
    const existing = await registration.pushManager.getSubscription();
    const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(key) }));
    await api.save(subscription.toJSON());
    return { ok: true, message: MSG.pushEnabled };
  } catch {
    return { ok: false, message: MSG.pushError };
  }
};
