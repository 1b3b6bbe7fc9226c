import { httpRoute } from '../../lib/http';
import { chooseBase } from '../../domain/me/me';

export const handler = httpRoute('choosePlan', ({ auth }) => chooseBase(auth));
