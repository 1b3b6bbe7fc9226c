import type { ClueType } from '../../functions/core/gameplay';
import type { Tier } from '../../functions/core/plans';

/**
 * The demo mission's clue pool: 200 clues for BUZZ and credit unlocks, plus 40 weekly clues,
 * all in Italian and all true of the demo target (central Milan, near the cathedral square).
 * Generated deterministically from fragments so that every text is distinct.
 */
export interface SeedClue { clueId: string; week: number; tier: Tier; type: ClueType; weekly: boolean; title: string; text: string }

const PRECISE = [
  'Il premio si trova a meno di {n} metri da una cattedrale gotica.',
  'Da una statua equestre al centro di una grande piazza servono meno di {n} passi.',
  'Una galleria coperta con una cupola di vetro è a meno di {n} metri.',
  'Una fermata della metropolitana con due linee è entro {n} metri.',
  'Il luogo è a meno di {n} metri da un teatro d\u2019opera famoso nel mondo.',
  'Dalla guglia dorata più alta della città servono meno di {n} metri.',
  'Il punto è a meno di {n} metri da una piazza con un monumento a un re.',
  'Entro {n} metri si trova un mosaico con un toro che porta fortuna.',
  'Latitudine: la prima cifra decimale è {d}.',
  'Longitudine: la prima cifra decimale è {d}.',
];
const MEDIUM = [
  'Cerca in una città con più di un milione di abitanti, nel nord del paese.',
  'La zona è attraversata ogni giorno da tram arancioni e storici.',
  'Nel raggio di {n} km c\u2019è un castello in mattoni rossi.',
  'A meno di {n} km scorrono canali navigabili un tempo progettati da un genio del Rinascimento.',
  'La città ospita una settimana della moda ogni stagione.',
  'Un cenacolo celebre è dipinto a meno di {n} km.',
  'Il luogo è in una zona pedonale molto frequentata.',
  'Un grande parco urbano con un arco trionfale è entro {n} km.',
  'Il quartiere è noto per lo shopping di lusso a pochi passi.',
  'Una stazione ferroviaria monumentale è a meno di {n} km.',
];
const VAGUE = [
  'Il premio ama la nebbia d\u2019inverno.',
  'Qui il risotto ha il colore dell\u2019oro.',
  'Guarda in alto: le guglie raccontano storie di marmo.',
  'La città corre veloce, ma il premio aspetta paziente.',
  'Due squadre di calcio condividono lo stesso stadio in questa città.',
  'Il panettone qui è di casa.',
  'La pianura intorno è attraversata da grandi fiumi.',
  'Le Alpi si vedono nelle giornate più limpide.',
  'Il dialetto locale chiama la cattedrale con un nome affettuoso.',
  'Una Madonnina veglia sulla città.',
];
const OTHER = [
  'Gli agenti più rapidi partono dalla mappa: restringi l\u2019area prima di muoverti.',
  'Confronta gli indizi della settimana {w}: due di loro puntano nella stessa direzione.',
  'Non fidarti delle apparenze: il premio non è in un museo.',
  'Il premio è all\u2019aperto, raggiungibile a piedi.',
  'Non serve entrare in edifici privati per trovarlo.',
  'Il punto esatto è raggiungibile senza biglietto.',
  'Usa la bussola: il centro dell\u2019area BUZZ MAPPA non è il premio.',
  'Il premio non si trova su un\u2019isola.',
  'Il luogo è illuminato anche di notte.',
  'Ripassa gli indizi precisi: uno di essi contiene un numero chiave.',
];

const TEMPLATES: Record<ClueType, string[]> = { precise: PRECISE, medium: MEDIUM, vague: VAGUE, other: OTHER };
/** Templates repeat across rounds; a prefix keeps each text distinct and readable. */
const ROUND_PREFIX = ['', 'Conferma: ', 'Ricorda: ', 'Nota bene: ', 'Ultimo rilievo: ', 'Da verificare: ', 'Rapporto sul campo: '];
const TYPE_TITLE: Record<ClueType, string> = { precise: 'Segnale preciso', medium: 'Traccia', vague: 'Sussurro', other: 'Nota operativa' };

const TIER_PLAN: Tier[] = ['base', 'base', 'base', 'base', 'silver', 'silver', 'gold', 'gold', 'black', 'titanium'];
const TYPE_PLAN: ClueType[] = ['precise', 'medium', 'medium', 'vague', 'vague', 'other', 'medium', 'vague', 'precise', 'medium',
  'vague', 'medium', 'other', 'vague', 'medium', 'vague', 'precise', 'medium', 'vague', 'other'];

export const seedClues = (): SeedClue[] => {
  const out: SeedClue[] = [];
  const used = new Map<ClueType, number>();
  for (let i = 0; i < 200; i++) {
    const type = TYPE_PLAN[i % TYPE_PLAN.length]!;
    const k = used.get(type) ?? 0;
    used.set(type, k + 1);
    const templates = TEMPLATES[type];
    const tpl = templates[k % templates.length]!;
    const round = Math.floor(k / templates.length);
    const week = Math.floor(i / 50) + 1;
    const text = tpl
      .replace('{n}', String((round + 1) * (type === 'precise' ? 300 : 3)))
      .replace('{d}', tpl.startsWith('Latitudine') ? '4' : '1')
      .replace('{w}', String(week));
    out.push({
      clueId: `C${String(i + 1).padStart(3, '0')}`,
      week,
      tier: TIER_PLAN[i % TIER_PLAN.length]!,
      type,
      weekly: false,
      title: `${TYPE_TITLE[type]} ${i + 1}`,
      text: round > 0 ? `${ROUND_PREFIX[round % ROUND_PREFIX.length]}${text.charAt(0).toLowerCase()}${text.slice(1)}` : text,
    });
  }
  // Weekly releases (D14/D15a): per week 1 for Base, +2 Silver, +2 Gold, +2 Black, +3 Titanium.
  const weeklyTiers: Tier[] = ['base', 'silver', 'silver', 'gold', 'gold', 'black', 'black', 'titanium', 'titanium', 'titanium'];
  let n = 0;
  for (let week = 1; week <= 4; week++) {
    weeklyTiers.forEach((tier, j) => {
      const type: ClueType = j % 3 === 0 ? 'medium' : j % 3 === 1 ? 'vague' : 'other';
      const base = TEMPLATES[type][(week * 3 + j) % 10]!;
      n++;
      out.push({
        clueId: `W${week}-${String(j + 1).padStart(2, '0')}`,
        week, tier, type, weekly: true,
        title: `Indizio settimanale ${week}.${j + 1}`,
        text: `${base.replace('{n}', String(week + 1)).replace('{d}', '4').replace('{w}', String(week))} (settimana ${week})`,
      });
    });
  }
  void n;
  return out;
};
