import { buildOpenApi } from '../../core/openapi';
import { httpRoute } from '../../lib/http';

let doc: ReturnType<typeof buildOpenApi> | undefined;
export const handler = httpRoute('openapi', async () => (doc ??= buildOpenApi()));
