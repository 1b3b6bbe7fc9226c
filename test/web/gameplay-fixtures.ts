import { vi } from 'vitest';
import type { Me } from '../../functions/core/api/me';
import type { Mission, MissionStatus } from '../../functions/core/api/gameplay';
import { SHOP, UNLOCK_COST, type ClueType } from '../../functions/core/gameplay';
import type { Tier } from '../../functions/core/plans';
import { DAY, apiError, json, makeMe } from './harness';

/**
 * A small in-memory gameplay server for the web tests: the answers of functions/core/api/gameplay
 * with the rules of D11 (credits ≥ cost, each item once), so a screen test can buy, unlock and
 * write notes and then see what the server would answer next.
 */
export interface ArchiveClue {
  clueId: string; title: string; text: string | null; type: ClueType; week: number; tier: Tier; locked: boolean; unlockCost: number;
}
export interface OwnedClue {
  clueId: string; title: string; text: string; type: ClueType; week: number; tier: Tier; source: 'buzz' | 'unlock' | 'weekly' | 'shop'; acquiredAt: string;
}
export interface DiaryEntry { entryId: string; type: 'note' | 'purchase'; content: string; createdAt: string }

export const makeMission = (over: Partial<Mission> = {}): Mission => {
  const startsAt = new Date(Date.now() - 2 * DAY - 3_600_000).toISOString();
  return {
    missionId: 'demo',
    title: 'Caccia al Tesoro Urbano',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * DAY).toISOString(),
    durationDays: 30,
    currentWeek: 1,
    daysRemaining: 28,
    state: 'ATTIVA',
    totalClues: 200,
    finalShotFromWeek: 4,
    prize: { name: 'Supercar Rosso Corsa', description: 'Una supercar italiana, consegnata all’agente che per primo individua il punto esatto.', images: [], city: 'Milano', country: 'Italia' },
    commitment: 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123',
    reveal: null,
    ...over,
  };
};

const CLUE_TEXT: Record<string, string> = {
  C001: 'Il premio si trova a meno di 300 metri da una cattedrale gotica.',
  C002: 'Cerca in una città con più di un milione di abitanti, nel nord del paese.',
  C004: 'Il premio ama la nebbia d’inverno.',
  C006: 'Gli agenti più rapidi partono dalla mappa.',
};

/** Four Base clues of week 1, all locked: precise, medium, vague, other. */
export const makePool = (): (ArchiveClue & { secret: string })[] => [
  { clueId: 'C001', title: 'Segnale preciso 1', type: 'precise', week: 1, tier: 'base' },
  { clueId: 'C002', title: 'Traccia 2', type: 'medium', week: 1, tier: 'base' },
  { clueId: 'C004', title: 'Sussurro 4', type: 'vague', week: 1, tier: 'base' },
  { clueId: 'C006', title: 'Nota operativa 6', type: 'other', week: 1, tier: 'base' },
].map((c) => ({ ...(c as Omit<ArchiveClue, 'text' | 'locked' | 'unlockCost'>), text: null, locked: true, unlockCost: UNLOCK_COST[c.type as ClueType], secret: CLUE_TEXT[c.clueId]! }));

export interface GameState {
  me: Me;
  mission: Mission;
  credits: number;
  progress: number;
  owned: OwnedClue[];
  shopOwned: Set<string>;
  diary: DiaryEntry[];
  pool: ReturnType<typeof makePool>;
  /** Set to make a route fail: path → [status, message]. */
  fail: Map<string, [number, string]>;
}

export const makeState = (over: Partial<GameState> = {}): GameState => ({
  me: makeMe(),
  mission: makeMission(),
  credits: 500,
  progress: 0,
  owned: [],
  shopOwned: new Set(),
  diary: [],
  pool: makePool(),
  fail: new Map(),
  ...over,
});

export const statusOf = (s: GameState): MissionStatus => ({
  missionId: s.mission.missionId,
  startedAt: s.mission.startsAt,
  missionStartsAt: s.mission.startsAt,
  cluesFound: s.owned.length,
  totalClues: s.mission.totalClues,
  progress: s.progress,
  daysRemaining: s.mission.daysRemaining,
  state: s.mission.state,
  currentWeek: s.mission.currentWeek,
  visibility: { state: 'locked', percent: Math.round((s.owned.length / s.mission.totalClues) * 40 + s.progress * 0.05) },
  credits: s.credits,
});

export interface Req { method: string; path: string; query: URLSearchParams; body: unknown }

let seq = 0;
const at = () => new Date(Date.now() + seq++).toISOString();

/** The gameplay routes over `state`; unknown routes answer 404 like the harness. */
export const gameplayRoutes = (s: GameState) => (req: Req): { status: number; body: unknown } => {
  const failure = s.fail.get(`${req.method} ${req.path}`);
  if (failure) return apiError(failure[0], 'forced', failure[1]);
  const route = `${req.method} ${req.path}`;
  if (route === 'GET /api/me') return json(200, { ...s.me, profile: { ...s.me.profile, credits: s.credits } });
  if (route === 'GET /api/mission') return json(200, s.mission);
  if (route === 'GET /api/mission/status') return json(200, statusOf(s));
  if (route === 'GET /api/clues') {
    const limit = Number(req.query.get('limit') ?? 50);
    return json(200, { items: [...s.owned].reverse().slice(0, limit) });
  }
  if (route === 'GET /api/clues/archive') {
    const week = req.query.get('week');
    const tier = req.query.get('tier');
    const held = new Set(s.owned.map((o) => o.clueId));
    const items = s.pool
      .filter((c) => (!week || c.week === Number(week)) && (!tier || c.tier === tier))
      .map(({ secret, ...c }) => ({ ...c, locked: !held.has(c.clueId), text: held.has(c.clueId) ? secret : null }));
    return json(200, {
      items,
      summary: { total: items.length, unlocked: items.filter((c) => !c.locked).length, critical: items.filter((c) => c.type === 'precise').length },
    });
  }
  const unlock = /^\/api\/clues\/([^/]+)\/unlock$/.exec(req.path);
  if (req.method === 'POST' && unlock) {
    const clue = s.pool.find((c) => c.clueId === unlock[1]);
    if (!clue) return apiError(404, 'not_found', 'Indizio non disponibile');
    if (s.owned.some((o) => o.clueId === clue.clueId)) return apiError(409, 'ALREADY_OWNED', 'Hai già questo indizio.');
    if (s.credits < clue.unlockCost) return apiError(409, 'INSUFFICIENT_CREDITS', `Crediti insufficienti. Servono ${clue.unlockCost} crediti.`);
    s.credits -= clue.unlockCost;
    const owned: OwnedClue = { clueId: clue.clueId, title: clue.title, text: clue.secret, type: clue.type, week: clue.week, tier: clue.tier, source: 'unlock', acquiredAt: at() };
    s.owned.push(owned);
    s.diary.unshift({ entryId: `E${seq}`, type: 'purchase', content: `Indizio sbloccato: ${clue.title} (${clue.unlockCost} crediti)`, createdAt: at() });
    return json(200, { clue: owned, credits: s.credits, message: `Indizio sbloccato! Costato ${clue.unlockCost} crediti.` });
  }
  if (route === 'GET /api/shop') return json(200, { items: SHOP.map((i) => ({ ...i, owned: s.shopOwned.has(i.code) })), credits: s.credits });
  if (route === 'POST /api/shop/purchase') {
    const code = (req.body as { code: string }).code;
    const item = SHOP.find((i) => i.code === code);
    if (!item) return apiError(400, 'invalid', 'Indizio non disponibile');
    if (s.shopOwned.has(code)) return apiError(409, 'ALREADY_OWNED', 'Hai già questo indizio.');
    if (s.credits < item.cost) return apiError(409, 'INSUFFICIENT_CREDITS', `Crediti insufficienti. Servono ${item.cost} crediti.`);
    s.credits -= item.cost;
    s.progress = Math.min(100, s.progress + item.progressValue);
    s.shopOwned.add(code);
    s.diary.unshift({ entryId: `E${seq}`, type: 'purchase', content: `Acquisto: ${item.title} (${item.cost} crediti)`, createdAt: at() });
    return json(200, { credits: s.credits, progress: s.progress, message: 'Indizio acquistato con successo!' });
  }
  if (route === 'GET /api/diary') return json(200, { items: s.diary });
  if (route === 'POST /api/diary') {
    const content = String((req.body as { content: string }).content).trim();
    if (!content) return apiError(400, 'invalid', 'La nota è vuota');
    s.diary.unshift({ entryId: `E${seq}`, type: 'note', content, createdAt: at() });
    return json(201, { items: s.diary });
  }
  if (route === 'POST /api/dev/reset') {
    if (!s.me.roles.includes('developer')) return apiError(403, 'forbidden', 'Accesso Negato');
    const deleted = s.owned.length + s.shopOwned.size + s.diary.length;
    s.owned = [];
    s.shopOwned.clear();
    s.diary = [];
    s.progress = 0;
    return json(200, { deleted });
  }
  return apiError(404, 'not_found', 'Risorsa non trovata');
};

/**
 * Replaces fetch with `routes` (the harness's stub has no query string). Call it right after
 * renderApp: the app's first request waits for the runtime config, so it comes after this.
 */
export const serve = (routes: (req: Req) => { status: number; body: unknown }) => {
  const calls: Req[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: Req = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(req);
    const reply = routes(req);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};
