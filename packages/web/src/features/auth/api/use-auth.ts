import { useSyncExternalStore } from 'react';
import { authStore, type AuthState } from './auth-store';

export interface UseAuth extends AuthState {
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => void;
}

/** The signed-in user and the sign-in/out actions; the session check starts on first use. */
export function useAuth(): UseAuth {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState);
  return { ...state, signIn: authStore.signIn, signOut: authStore.signOut };
}
