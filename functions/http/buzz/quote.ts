import { httpRoute } from '../../lib/http';
import { quote } from '../../domain/buzz/buzz';

export const handler = httpRoute('buzzQuote', ({ auth }) => quote(auth));
