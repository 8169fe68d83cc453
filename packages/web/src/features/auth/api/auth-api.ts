import {
  authRoutes,
  tokenPairSchema,
  userSchema,
  type registerRequestSchema,
  type resetConfirmRequestSchema,
  type User,
} from '@balancer/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The sign-in and account calls (docs/product.md#calls), through the single API client. */
const empty = z.unknown();

export const login = (body: { email: string; password: string }) => apiRequest(authRoutes.login, tokenPairSchema, { body });
export const loadMe = (): Promise<User> => apiRequest(authRoutes.me, userSchema);

export type RegisterBody = z.input<typeof registerRequestSchema>;
export const register = (body: RegisterBody) => apiRequest(authRoutes.users, empty, { body });
export const activate = (body: { uid: string; token: string }) => apiRequest(authRoutes.activation, empty, { body });
export const resendActivation = (email: string) => apiRequest(authRoutes.resendActivation, empty, { body: { email } });
export const requestPasswordReset = (email: string) => apiRequest(authRoutes.resetPassword, empty, { body: { email } });

export type ResetConfirmBody = z.input<typeof resetConfirmRequestSchema>;
export const confirmPasswordReset = (body: ResetConfirmBody) => apiRequest(authRoutes.resetPasswordConfirm, empty, { body });
