import type { Mail } from './mailbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mailbox as a page: newest first, the code large enough to read at a glance. */
export const renderMailbox = (mails: Mail[]): string => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TRACCIA · Posta locale</title>
<style>
body{margin:0;background:#07090d;color:#e8eef5;font:15px/1.5 system-ui,sans-serif;padding:16px}
h1{font-size:20px;letter-spacing:.08em;color:#22e4ff;margin:0 0 12px}
.m{border:1px solid #1d2633;border-radius:12px;padding:12px 14px;margin:0 0 10px;background:#0d1219}
.meta{color:#8fa0b3;font-size:13px}.code{font:700 26px/1.2 ui-monospace,monospace;color:#ffcf5a;letter-spacing:.15em}
.empty{color:#8fa0b3}
</style></head><body>
<h1>Posta locale</h1>
<p class="meta">Ogni e-mail che il sistema invierebbe. JSON: <code>/_local/mail?to=INDIRIZZO&amp;format=json</code></p>
${mails.length === 0 ? '<p class="empty">Nessuna e-mail.</p>' : mails.map((m) => `<article class="m">
<div class="meta">${esc(m.sentAt)} · a ${esc(m.to)}</div>
<strong>${esc(m.subject)}</strong>
<p>${esc(m.text)}</p>
${m.code ? `<div class="code" aria-label="Codice">${esc(m.code)}</div>` : ''}
</article>`).join('\n')}
</body></html>`;
