/**
 * One WebSocket to the notifications API (D21): the token goes in the query string (browsers
 * cannot set headers on a WebSocket), reconnects with exponential backoff and jitter, and a
 * ping every 5 minutes keeps API Gateway's 10-minute idle timeout away. It knows nothing about
 * React: it reports messages and whether it is up.
 */
export interface LiveSocketOptions {
  /** The URL to open (with a fresh token), or null when there is no session. */
  url: () => Promise<string | null>;
  onMessage: (data: unknown) => void;
  onStatus: (up: boolean) => void;
  createSocket?: (url: string) => WebSocket;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  pingMs?: number;
}

export const backoffDelay = (attempt: number, min = 1000, max = 30_000, random = Math.random): number => {
  const base = Math.min(max, min * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
};

export const startLiveSocket = (opts: LiveSocketOptions): { stop: () => void } => {
  const create = opts.createSocket ?? ((u: string) => new WebSocket(u));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), backoffDelay(attempt++, opts.minBackoffMs, opts.maxBackoffMs));
  };

  const connect = async () => {
    if (stopped) return;
    let url: string | null;
    try {
      url = await opts.url();
    } catch {
      url = null;
    }
    if (stopped) return;
    if (!url) return schedule();
    const ws = create(url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      opts.onStatus(true);
      clearInterval(ping);
      ping = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ action: 'ping' }));
      }, opts.pingMs ?? 5 * 60_000);
    };
    ws.onmessage = (e) => {
      try {
        opts.onMessage(JSON.parse(String(e.data)));
      } catch {
        // not JSON: ignore
      }
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (socket === ws) socket = null;
      if (stopped) return;
      opts.onStatus(false);
      schedule();
    };
    ws.onerror = () => ws.close();
  };

  opts.onStatus(false);
  void connect();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
      socket = null;
    },
  };
};
