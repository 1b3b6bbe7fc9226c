import type { UpdateProfileBody } from '../../core/api/me';
import { httpRoute } from '../../lib/http';
import { updateAgentName } from '../../domain/me/me';

export const handler = httpRoute<UpdateProfileBody>('updateProfile', ({ auth, body }) => updateAgentName(auth, body.agentName));
