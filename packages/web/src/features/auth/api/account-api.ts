import { authRoutes, type changeEmailRequestSchema, type setPasswordRequestSchema } from '@balancer/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user's own account calls (docs/product.md#calls). */
const empty = z.unknown();

export type PasswordBody = z.input<typeof setPasswordRequestSchema>;
export const changePassword = (body: PasswordBody) => apiRequest(authRoutes.setPassword, empty, { body });

export type EmailBody = z.input<typeof changeEmailRequestSchema>;
export const changeEmail = (body: EmailBody) => apiRequest(authRoutes.changeEmail, empty, { body });
export const confirmEmail = (body: { uid: string; token: string }) => apiRequest(authRoutes.confirmEmail, empty, { body });
export const cancelEmailChange = (body: { uid: string; token: string }) => apiRequest(authRoutes.cancelEmailChange, empty, { body });

export const signOutEverywhere = () => apiRequest(authRoutes.signOutEverywhere, empty, { method: 'POST' });
