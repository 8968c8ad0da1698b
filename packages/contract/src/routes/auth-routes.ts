import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';
import {
  AppIdSchema,
  CodeActionSchema,
  EmailSchema,
  PasswordHashSchema,
  TicketResponseSchema,
  TokenResponseSchema,
  TrackingFieldsSchema,
} from './auth-fields.ts';

export const LoginRequestSchema = TrackingFieldsSchema.extend({
  username: EmailSchema,
  password: PasswordHashSchema,
  appid: AppIdSchema,
  captcha_id: z.string().max(64).optional(),
  captcha: z.string().max(8).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/login',
  summary: 'Sign in with email and password hash (10201 wrong, 10204 captcha needed)',
  tag: 'auth',
  auth: 'none',
  body: LoginRequestSchema,
  data: TokenResponseSchema,
});

export const SendCodeRequestSchema = z.object({
  appid: AppIdSchema,
  username: EmailSchema,
  action: CodeActionSchema,
  captcha_id: z.string().max(64).optional(),
  captcha: z.string().max(8).optional(),
});
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;

export const sendCodeRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/send_code',
  summary: 'Email a 6-digit code (valid 10 minutes); returns a ticket',
  tag: 'auth',
  auth: 'none',
  body: SendCodeRequestSchema,
  data: TicketResponseSchema,
});

export const CheckCodeRequestSchema = z.object({
  ticket: z.string().min(1).max(128),
  username: EmailSchema,
  action: CodeActionSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Please enter your verification code' }),
});
export type CheckCodeRequest = z.infer<typeof CheckCodeRequestSchema>;

export const checkCodeRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/check_code',
  summary: 'Check the code; returns the ticket that register / reset_password need',
  tag: 'auth',
  auth: 'none',
  body: CheckCodeRequestSchema,
  data: TicketResponseSchema,
});

/** What register and reset_password both send: a checked ticket for the email, and the new password's hash. */
const TicketPasswordFieldsSchema = z.object({
  appid: AppIdSchema,
  password: PasswordHashSchema,
  ticket: z.string().min(1).max(128),
  username: EmailSchema,
});

export const RegisterRequestSchema = TrackingFieldsSchema.extend(TicketPasswordFieldsSchema.shape).extend({ action: z.literal('reg') });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/register',
  summary: 'Create an account (a guest calling it keeps their files)',
  tag: 'auth',
  auth: 'none',
  body: RegisterRequestSchema,
  data: TokenResponseSchema,
});

export const ResetPasswordRequestSchema = TicketPasswordFieldsSchema.extend({ action: z.literal('resetpwd') });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/reset_password',
  summary: 'Set a new password with a checked ticket; signs in',
  tag: 'auth',
  auth: 'none',
  body: ResetPasswordRequestSchema,
  data: TokenResponseSchema,
});

export const GoogleTokenRequestSchema = TrackingFieldsSchema.extend({ appid: AppIdSchema, token: z.string().min(1).max(8192) });
export const googleTokenRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/google_token_code',
  summary: 'Sign in with a Google ID token',
  tag: 'auth',
  auth: 'none',
  body: GoogleTokenRequestSchema,
  data: TokenResponseSchema,
});

export const DiscordCodeRequestSchema = TrackingFieldsSchema.extend({
  appid: AppIdSchema,
  code: z.string().min(1).max(512),
  redirect_uri: z.string().url().max(2048),
});
export const discordCodeRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/discord_auth_code',
  summary: 'Sign in with a Discord OAuth code',
  tag: 'auth',
  auth: 'none',
  body: DiscordCodeRequestSchema,
  data: TokenResponseSchema,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/logout',
  summary: 'Revoke this session token',
  tag: 'auth',
  auth: 'session',
  data: z.object({}),
});

export const CaptchaSchema = z.object({ id: z.string(), b64s: z.string() });
export const getCaptchaRoute = defineRoute({
  method: 'GET',
  path: '/common/captcha',
  summary: 'A 4-character image captcha (PNG data URL), single-use, 2-minute expiry',
  tag: 'auth',
  auth: 'none',
  data: CaptchaSchema,
});

export const AuthProvidersSchema = z.object({
  google_client_id: z.string().nullable(),
  discord_client_id: z.string().nullable(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
export const getAuthProvidersRoute = defineRoute({
  method: 'GET',
  path: '/v1/auth/providers',
  summary: 'Which social sign-ins this installation offers',
  tag: 'auth',
  auth: 'none',
  data: AuthProvidersSchema,
});
