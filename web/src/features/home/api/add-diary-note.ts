import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';
import { loadDiarySchema, type Diary } from './get-diary';

/** POST /api/diary {content}: 201 with the whole diary, newest first. */
export const addDiaryNote = (content: string): Promise<Diary> =>
  apiRequest('/api/diary', { method: 'POST', body: { content }, schema: loadDiarySchema });

export const useAddDiaryNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDiaryNote,
    onSuccess: (diary) => queryClient.setQueryData(gameplayKeys.diary, diary),
  });
};
