/**
 * The Italian message catalogue (spec 01 §5 and §8, 02 §5 and §8, 03 §5 and §8), verbatim.
 * Server errors and screens both take their text from here, so a message is written once.
 */
export const MSG = {
  // generic
  genericError: 'Si è verificato un errore imprevisto',
  unexpected: 'Si è verificato un errore inaspettato',
  unknownError: 'Errore sconosciuto',
  invalidRequest: 'Richiesta non valida',
  notAuthenticated: 'Utente non autenticato',
  sessionInvalid: "Sessione non valida. Effettua l'accesso nuovamente.",
  mustLogin: "Devi effettuare l'accesso per utilizzare questa funzione",
  accessDenied: 'Accesso Negato',
  notFound: 'Risorsa non trovata',
  idempotencyKeyRequired: 'Idempotency-Key mancante',
  tooManyAttempts: 'Troppi tentativi. Riprova tra qualche secondo.',

  // login (01 §5, §8)
  allFieldsRequired: 'Tutti i campi sono obbligatori',
  loginErrorTitle: 'Errore di login',
  invalidCredentials: 'Credenziali non valide',
  systemErrorTitle: 'Errore di sistema',
  loginSuccess: 'Login effettuato con successo',
  emailVerified: 'Email verificata',

  // registration (01 §5, 03 §5)
  nameRequired: 'Il nome è obbligatorio',
  emailRequired: "L'email è obbligatoria",
  emailInvalid: 'Formato email non valido',
  passwordRequired: 'La password è obbligatoria',
  passwordMin: 'La password deve contenere almeno 8 caratteri',
  passwordComplexity: 'La password deve contenere almeno una lettera maiuscola, una minuscola e un numero',
  confirmRequired: 'Conferma la password',
  passwordsDiffer: 'Le password non coincidono',
  registrationUnknown: 'Errore sconosciuto durante la registrazione',

  // logout
  logoutErrorTitle: 'Errore durante il logout',
  logoutError: 'Impossibile disconnettersi. Riprova.',

  // profile / settings
  profileLoadError: 'Errore nel caricamento dei dati',
  profileSaveError: 'Impossibile salvare le modifiche. Riprova.',
  settingsSaveError: 'Impossibile salvare le impostazioni. Riprova.',
  planSelectError: 'Errore durante la selezione del piano',

  // shell
  loading: 'Caricamento...',
  checkingAccess: 'Verifica accesso...',
  redirectToPlan: 'Reindirizzamento alla selezione piano...',
  redirectToLogin: 'Reindirizzamento al login...',
  notFoundPage: '404 - Pagina non trovata',
  renderErrorTitle: 'Oops! Qualcosa è andato storto',
  renderErrorText: "L'applicazione ha riscontrato un problema. Prova a ricaricare la pagina.",
  reloadPage: 'Ricarica Pagina',
  fatalTitle: 'ERRORE CRITICO DI SISTEMA',
  renderTimeout: 'Timeout di rendering del contenuto',
  networkLostTitle: 'Connessione persa',
  networkLost: 'Controlla la tua connessione internet',
  linkCopied: 'Link copiato!',
  homeTitle: 'Centro di Comando Agente',

  // payments (03 §4, §5, §8; 02 §8)
  processing: 'Elaborazione...',
  checkoutOpened: 'Checkout aperto - completa il pagamento',
  paymentCanceled: 'Pagamento annullato',
  paymentFailed: 'Pagamento fallito: {message}',
  paymentError: 'Errore nel pagamento',
  paymentUnavailable: 'Sistema di pagamento non disponibile',
  paymentCreateError: 'Errore nella creazione del pagamento',
  checkoutSessionError: 'Errore nel creare la sessione di pagamento',
  subscriptionError: "Errore durante l'operazione sull'abbonamento",
  subscriptionSyncError: 'Errore sincronizzazione abbonamento',
  verifyAttempt: 'Tentativo {n} di {of}',
  verifyFailed: 'Errore di sincronizzazione. Il tuo abbonamento potrebbe richiedere alcuni minuti per essere attivato.',
  verifyDefault: "Errore nella verifica dell'abbonamento. Riprova tra qualche istante.",
  verifyProfileError: 'Errore nel caricamento del profilo',
  connectionError: 'Errore di connessione',
  upgradeOk: '✅ Upgrade completato con successo! Piano {plan} attivato con successo.',
  upgradeError: "❌ Errore durante l'upgrade. Riprova.",
  upgradeErrorDetail: 'Si è verificato un errore durante il processo di pagamento.',
  cardNumberInvalid: 'Numero di carta non valido',
  cardExpiryRequired: 'Data di scadenza richiesta',
  cardCvcRequired: 'CVC richiesto',
  cardNameRequired: 'Nome sulla carta richiesto',
  cardDuplicate: 'Una carta con queste ultime cifre è già presente',
  cardSaveError: 'Errore durante il salvataggio della carta',
  cardRemoveError: 'Impossibile rimuovere il metodo di pagamento. Riprova.',
  cardsLoadError: 'Impossibile caricare i metodi di pagamento',
  cardDefaultError: 'Impossibile impostare la carta predefinita',
  cardExpiredDefault: 'Una carta scaduta non può diventare predefinita',
  cardLastRemove: "Non puoi rimuovere l'unica carta salvata",
  cardNotFound: 'Carta non trovata',
  paymentNotFound: 'Pagamento non trovato',
  spendingCapExceeded: 'Limite di spesa mensile raggiunto: questo acquisto supererebbe il limite che hai impostato.',
  spendingCapInvalid: 'Il limite deve essere un importo in euro pari o superiore a zero',
  alreadySubscribed: 'Hai già un abbonamento attivo. Annullalo per cambiare piano alla fine del periodo pagato.',
  noSubscription: 'Nessun abbonamento attivo da annullare',
  idempotencyKeyReused: 'Idempotency-Key già usata per una richiesta diversa',
  webhookSignatureInvalid: 'Firma del webhook non valida',

  // notifications (01 §2, §8; 02 §2; 03 §5, §8)
  notificationNotFound: 'Notifica non trovata',
  markRead: 'Segna come letta',
  markAllRead: 'Segna tutte come lette',
  broadcastRequired: 'Inserisci titolo e messaggio.',
  broadcastDeniedTitle: 'Accesso negato',
  broadcastDenied: 'Solo gli admin possono inviare notifiche.',
  broadcastError: 'Errore invio',
  pushUnsupported: '❌ Non supportato',
  pushDenied: '⚠️ Permesso negato',
  pushError: '❌ Errore Impossibile attivare le notifiche.',
  pushEnabled: '✅ Notifiche attivate.',
} as const;

/** Fills `{name}` placeholders of a catalogue message. */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export type MessageKey = keyof typeof MSG;
