import { MSG } from '../../../functions/core/messages';
import { PRODUCT } from '../../../functions/core/brand';

/**
 * Interface copy of the web app (labels, headings, hints). Messages the spec defines (errors,
 * validation, shell states) come from MSG in functions/core and are re-exported here so screens
 * import one module. Everything is Italian (D24).
 */
export { MSG, PRODUCT };

export const T = {
  // navigation and shell
  tabs: {
    home: 'Home',
    map: 'Mappa',
    buzz: 'Buzz',
    intelligence: 'Intelligence',
    notifications: 'Notifiche',
    leaderboard: 'Winners',
  },
  mainNav: 'Navigazione principale',
  goHome: `${PRODUCT} - Home`,
  back: 'Indietro',
  settingsLink: 'Impostazioni',
  openNotifications: 'Apri notifiche',
  unreadNotifications: 'Notifiche non lette',
  openAgentProfile: 'Apri profilo agente',
  referralCode: 'Codice invito',
  copyReferralCode: 'Copia codice invito',
  close: 'Chiudi',
  loadingHint: 'Il caricamento sta richiedendo più tempo del previsto…',
  retry: 'Riprova',
  emergencyRestart: 'Riavvio di emergenza',
  fatalText: "L'applicazione non può continuare. Il riavvio di emergenza cancella i dati locali e ricarica la pagina.",
  backHome: 'Torna alla home',
  backToHomepage: 'Torna alla homepage',
  comingSoon: 'Questa sezione è in arrivo.',
  gamesTitle: 'Giochi',
  profileTitle: 'Profilo',
  subscriptionsTitle: 'Abbonamenti',

  // agent-profile popup (spec 01 §2)
  agentProfile: 'Profilo agente',
  agentCode: 'Codice agente',
  email: 'Email',
  missionStatus: 'Stato missione',
  cluesFound: 'Indizi trovati',
  daysRemaining: 'Giorni rimanenti',
  missionStart: 'Inizio missione',
  notAvailableYet: '—',
  plan: 'Piano',
  upgrade: 'Upgrade',
  editProfile: 'Modifica profilo',
  logout: 'Esci',

  // auth
  login: {
    title: 'Accesso agente',
    subtitle: 'Entra nella console operativa.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    submit: 'Accedi',
    submitting: 'Accesso in corso...',
    register: 'Registrati - Accesso limitato',
    forgot: 'Password dimenticata?',
    homepage: 'Torna alla homepage',
    welcome: 'Bentornato, agente.',
  },
  register: {
    title: 'Registrazione agente',
    subtitle: 'Crea il tuo profilo e unisciti alla caccia.',
    name: 'Nome',
    email: 'Email',
    password: 'Password',
    confirm: 'Conferma password',
    passwordHint: 'Almeno 8 caratteri, con una maiuscola, una minuscola e un numero.',
    submit: 'Registrati',
    submitting: 'Registrazione in corso...',
    haveAccount: 'Hai già un account?',
    toLogin: 'Accedi',
    missionType: 'Tipo di missione scelto',
    missionTypes: { uomo: 'Uomo', donna: 'Donna' } as Record<string, string>,
    changeMission: 'Cambia',
  },
  verification: {
    title: 'Verifica email',
    subtitle: "Inserisci il codice che ti abbiamo inviato via email.",
    sentTo: 'Codice inviato a',
    email: 'Email',
    code: 'Codice di verifica',
    submit: 'Verifica',
    submitting: 'Verifica in corso...',
    resend: 'Invia di nuovo il codice',
    resent: 'Nuovo codice inviato',
    toLogin: "Torna all'accesso",
  },
  reset: {
    title: 'Reimposta password',
    step1: "Inserisci l'email del tuo account: ti invieremo un codice.",
    step2: 'Inserisci il codice ricevuto e scegli una nuova password.',
    email: 'Email',
    send: 'Invia codice',
    sending: 'Invio in corso...',
    code: 'Codice di verifica',
    newPassword: 'Nuova password',
    confirm: 'Conferma password',
    submit: 'Aggiorna password',
    submitting: 'Aggiornamento in corso...',
    codeRequired: 'Inserisci il codice',
    done: 'Password aggiornata',
    toLogin: "Torna all'accesso",
  },
  verificationCodeRequired: 'Inserisci il codice',
  authPage: {
    title: 'Area agenti',
    text: 'Accedi con il tuo account o registrati per partecipare alla missione.',
  },

  // plans
  choosePlan: {
    title: 'Scegli il tuo piano',
    subtitle: "Il piano decide quando puoi entrare in missione: i piani superiori hanno l'accesso anticipato.",
    perMonth: '/mese',
    free: 'Gratis',
    comingSoon: 'Disponibile a breve',
    continueBase: 'Continua con Base',
    processing: 'Elaborazione...',
    earlyAccess: (hours: number) => `Accesso anticipato di ${hours} ${hours === 1 ? 'ora' : 'ore'}`,
    noEarlyAccess: "Accesso all'avvio della missione",
    credits: (n: number) => `${n.toLocaleString('it-IT')} crediti`,
    baseCredits: (n: number) => `${n.toLocaleString('it-IT')} crediti all'iscrizione`,
  },

  // access gate
  gate: {
    notYetTitle: 'Missione non ancora disponibile',
    yourPlan: 'Il tuo piano',
    startsIn: "L'accesso si apre tra",
    unlockDate: 'Data di sblocco',
    dateTbd: 'Data in arrivo',
    note: "Riceverai una notifica push e un'email quando la missione potrà iniziare.",
    upgradeHint: "Passa a un piano superiore per entrare prima in missione.",
    upgrade: 'Upgrade',
    backHome: 'Torna alla homepage',
    loadError: MSG.profileLoadError,
  },

  // home
  home: {
    greeting: (name: string) => `Bentornato, agente ${name}`,
    credits: 'Crediti',
    plan: 'Piano',
    agentCode: 'Codice agente',
    modules: 'Moduli della missione',
  },

  // settings
  settings: {
    title: 'Impostazioni',
    sections: 'Sezioni',
    profile: 'Profilo',
    agentName: 'Nome agente',
    save: 'Salva',
    saving: 'Salvataggio...',
    saved: 'Profilo aggiornato',
  },

  // landing
  landing: {
    welcome: 'WELCOME TO',
    missionStart: 'MISSION START',
    possible: 'IT IS POSSIBLE',
    join: 'JOIN THE HUNT',
    learnMore: 'LEARN MORE',
    tagline: 'La caccia al tesoro reale: indizi veri, una mappa, un premio da trovare.',
    howTitle: 'Come funziona',
    steps: [
      { title: 'Registrazione', text: 'Crea il tuo profilo agente e scegli il piano.' },
      { title: 'Ricevi Indizi', text: 'Ogni settimana nuovi indizi ti avvicinano al premio.' },
      { title: 'Risolvi la Missione', text: 'Incrocia indizi e mappa per restringere la zona.' },
      { title: 'Vinci davvero', text: 'Il primo agente che individua il punto esatto vince il premio.' },
    ],
    fairPlay: 'Gioco di abilità: non è una lotteria né un gioco d’azzardo. Riservato ai maggiori di 18 anni. Verifica dell’identità richiesta per ricevere i premi.',
    kyc: 'Verifica identità',
    copyright: "Opera registrata presso un registro del diritto d'autore.",
    login: 'Accedi',
    legalNav: 'Informazioni legali',
  },

  legal: {
    links: {
      '/privacy-policy': 'Privacy Policy',
      '/cookie-policy': 'Cookie Policy',
      '/termini-e-condizioni': 'Termini e Condizioni',
      '/contatti': 'Contatti',
      '/terms': 'Termini di servizio',
      '/safecreative': 'Safe Creative',
      '/game-rules': 'Regolamento di gioco',
    } as Record<string, string>,
    notAvailable: 'Documento non disponibile al momento.',
  },

  selectMission: {
    title: 'Scegli la tua missione',
    text: 'Seleziona il tipo di missione: potrai cambiarlo durante la registrazione.',
  },
  kyc: {
    title: 'Verifica identità',
    text: "Per ricevere un premio è necessaria la verifica dell'identità. La procedura sarà disponibile nel profilo agente.",
  },
  accessDeniedText: 'Non hai i permessi per visualizzare questa pagina.',
  tierLabel: 'Piano attuale',
} as const;

/**
 * Cognito answers in English; the player reads Italian (D24). Known error names map to Italian
 * text; anything else falls back to the caller's generic message.
 */
export const COGNITO_ERRORS: Record<string, string> = {
  NotAuthorizedException: MSG.invalidCredentials,
  UserNotFoundException: MSG.invalidCredentials,
  UsernameExistsException: 'Esiste già un account con questa email',
  CodeMismatchException: 'Codice di verifica non valido',
  ExpiredCodeException: 'Codice di verifica scaduto',
  InvalidPasswordException: MSG.passwordComplexity,
  LimitExceededException: MSG.tooManyAttempts,
  TooManyRequestsException: MSG.tooManyAttempts,
  TooManyFailedAttemptsException: MSG.tooManyAttempts,
};
