import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DiarySchema } from '../../../../../functions/core/api/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';

export type Diary = z.infer<typeof DiarySchema>;
export type DiaryEntry = Diary['items'][number];

export const loadDiarySchema = () => import('../../../lib/schemas').then((m) => m.DiarySchema);

/** GET /api/diary: notes and purchases, newest first (stored on the server, D13). */
export const getDiary = (signal?: AbortSignal): Promise<Diary> => apiRequest('/api/diary', { schema: loadDiarySchema, signal });

export const useDiary = () => useQuery({ queryKey: gameplayKeys.diary, queryFn: ({ signal }) => getDiary(signal) });
