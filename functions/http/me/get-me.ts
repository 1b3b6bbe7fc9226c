import { httpRoute } from '../../lib/http';
import { getMe } from '../../domain/me/me';

export const handler = httpRoute('getMe', ({ auth }) => getMe(auth));
