import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { VALIDATION_MESSAGES } from './validation-messages';

export { VALIDATION_MESSAGES };

const M = VALIDATION_MESSAGES;

/**
 * What a name must not hold: control characters (PostgreSQL cannot even store NUL) and the
 * invisible direction marks and overrides that make a name read as something else where it is shown.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/gu;

/** A name from a source that cannot be refused (an older account's session), with those characters removed. */
export const withoutUnsafeNameCharacters = (name: string) => name.replace(UNSAFE_NAME_CHARACTERS, '');

/** Emails are compared and stored lower-cased and trimmed. */
const EmailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.invalidEmail }).max(254, { error: M.invalidEmail }));

// 256 bounds argon2 work per request; no real password is longer.
const PASSWORD_MAX_LENGTH = 256;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordRequired }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

const NewPasswordSchema = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong })
  .regex(/(?=.*[A-Z])(?=.*\d)/, { error: M.passwordTooWeak });

export const RegisterRequestSchema = z.object({
  name: z
    .string({ error: M.nameTooShort })
    .trim()
    .min(NAME_MIN_LENGTH, { error: M.nameTooShort })
    .max(100, { error: M.nameTooLong })
    .refine((name) => withoutUnsafeNameCharacters(name) === name, { error: M.nameHasUnsafeCharacters }),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterFormSchema = RegisterRequestSchema.extend({
  agreeToTerms: z.literal(true, { error: M.mustAgreeToTerms }),
});

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: M.resetTokenMissing }).min(1, { error: M.resetTokenMissing }).max(512),
  newPassword: z
    .string({ error: M.resetPasswordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: M.resetPasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** POST /api/verify-email: the token of the mailed link. */
export const VerifyEmailRequestSchema = z.object({
  token: z.string({ error: M.confirmTokenMissing }).min(1, { error: M.confirmTokenMissing }).max(512),
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({
    newPassword: ResetPasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
