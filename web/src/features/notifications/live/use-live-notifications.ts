import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Notification } from '../../../../../functions/core/api/notifications';
import {
  FALLBACK_POLL_MS, LIVE_CHANGED, LIVE_NOTIFICATION, NEW_NOTIFICATION_TOAST_MS,
} from '../../../../../functions/core/notifications';
import { loadRuntimeConfig } from '../../../config/runtime-config';
import { getAccessToken } from '../../../lib/auth';
import { notificationKeys } from '../api/keys';
import { prependLive, setUnread } from '../api/cache';
import { startLiveSocket } from './live-socket';

type LiveMessage =
  | { type: typeof LIVE_NOTIFICATION; notification: Notification }
  | { type: typeof LIVE_CHANGED; unread: number };

/**
 * Keeps the notification caches live (D21): the WebSocket delivers new notifications (prepended
 * and shown as a 5 s info toast) and unread changes from any tab. While the socket is down, and
 * only then, the data is refetched every 60 s; when it comes back, once, to catch up.
 */
export const useLiveNotifications = () => {
  const qc = useQueryClient();
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: notificationKeys.all });
    let wasUp = false;
    const live = startLiveSocket({
      url: async () => {
        const [config, token] = await Promise.all([loadRuntimeConfig(), getAccessToken()]);
        if (!token) return null;
        const base = config.wsUrl.startsWith('/')
          ? `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${config.wsUrl}`
          : config.wsUrl;
        return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
      },
      onStatus: (up) => {
        clearInterval(poll.current);
        poll.current = undefined;
        if (up) {
          if (!wasUp) refresh();
          wasUp = true;
          return;
        }
        wasUp = false;
        poll.current = setInterval(refresh, FALLBACK_POLL_MS);
      },
      onMessage: (raw) => {
        const m = raw as LiveMessage;
        if (m?.type === LIVE_NOTIFICATION && m.notification) {
          prependLive(qc, m.notification);
          toast.info(m.notification.title, { description: m.notification.message, duration: NEW_NOTIFICATION_TOAST_MS });
        } else if (m?.type === LIVE_CHANGED && typeof m.unread === 'number') {
          setUnread(qc, m.unread);
          // Another tab may have read or deleted something: lists on screen refetch.
          void qc.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
        }
      },
    });
    return () => {
      live.stop();
      clearInterval(poll.current);
    };
  }, [qc]);
};
