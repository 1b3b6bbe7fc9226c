import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { signOutLocal } from './auth';
import { paths } from '../config/paths';

/** Clears everything the browser keeps for this user: storage, caches of data, Cache Storage. */
export const clearLocalData = async (): Promise<void> => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing to clear
  }
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((k) => caches.delete(k)));
    }
  } catch {
    // Cache Storage unavailable
  }
};

/**
 * Logout (spec 01 §4, D18): sign out, clear local and session storage, browser caches and the
 * query cache, then always /login.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutLocal();
    await clearLocalData();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
};
