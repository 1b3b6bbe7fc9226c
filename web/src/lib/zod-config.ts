import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to. The app's CSP has no
 * 'unsafe-eval' (rightly), and the probe alone is reported as a CSP violation, so the web app
 * parses without it. Must run before any schema is created: import it through ./schemas only.
 */
config({ jitless: true });
