import { z } from 'zod';
import { APP_ID } from '../app-constants.ts';

/** The account's email; the spec calls it `username`. */
export const EmailSchema = z.string().trim().toLowerCase().email({ message: 'Please enter the correct email address' }).max(254);

/** Lowercase hex SHA-256 of the UTF-8 password: the plain password never leaves the browser. */
export const PasswordHashSchema = z.string().regex(/^[0-9a-f]{64}$/, { message: 'The password must be sent as the lowercase hex SHA-256 of the password.' });

export const AppIdSchema = z.literal(APP_ID);

export const CodeActionSchema = z.enum(['reg', 'resetpwd']);
export type CodeAction = z.infer<typeof CodeActionSchema>;

/** Fields the client sends for analytics and affiliates; accepted, not required. */
export const TrackingFieldsSchema = z.object({
  source: z.string().max(64).optional(),
  traceId: z.string().max(128).optional(),
  device_id: z.string().max(128).optional(),
  promote_src: z.string().max(128).optional(),
  promote: z.string().max(128).optional(),
  space_unique_id: z.string().max(128).optional(),
});

export const TokenResponseSchema = z.object({ token: z.string() });
export const TicketResponseSchema = z.object({ ticket: z.string() });
