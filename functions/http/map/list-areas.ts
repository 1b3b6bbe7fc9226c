import { httpRoute } from '../../lib/http';
import { listAreas } from '../../domain/buzz/buzz-map';

export const handler = httpRoute('listMapAreas', ({ auth }) => listAreas(auth));
