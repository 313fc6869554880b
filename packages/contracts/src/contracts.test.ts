import {
  formatEuroCents,
  vatIncludedCents,
  ERROR_CATALOGUE,
  LoginRequestSchema,
  RegisterFormSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
  ForgotPasswordRequestSchema,
  VALIDATION_MESSAGES as M,
  messageForStatus,
  PRICING_OPTIONS,
  tooManyLoginAttemptsMessage,
} from './index';

function firstError(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('validation rules of spec §5', () => {
  const validRegistration = {
    name: 'Giulia Rossi',
    email: 'giulia@example.com',
    password: 'Secret123',
    agreeToTerms: true as const,
  };

  it.each([
    ['login email not an email', LoginRequestSchema, { email: 'nope', password: 'x' }, M.invalidEmail],
    ['login password empty', LoginRequestSchema, { email: 'a@b.co', password: '' }, M.passwordRequired],
    ['registration name of one letter', RegisterFormSchema, { ...validRegistration, name: 'G' }, M.nameTooShort],
    ['registration name of blanks', RegisterFormSchema, { ...validRegistration, name: '   ' }, M.nameTooShort],
    [
      'registration name with a NUL character',
      RegisterFormSchema,
      { ...validRegistration, name: 'Giulia\u0000Rossi' },
      M.nameHasUnsafeCharacters,
    ],
    [
      'registration name with a direction isolate',
      RegisterFormSchema,
      { ...validRegistration, name: 'Giulia \u2067issoR\u2069' },
      M.nameHasUnsafeCharacters,
    ],
    ['registration email invalid', RegisterFormSchema, { ...validRegistration, email: 'giulia@' }, M.invalidEmail],
    ['registration password short', RegisterFormSchema, { ...validRegistration, password: 'Ab1' }, M.passwordTooShort],
    [
      'registration password without digit',
      RegisterFormSchema,
      { ...validRegistration, password: 'Abcdefgh' },
      M.passwordTooWeak,
    ],
    [
      'registration password without uppercase',
      RegisterFormSchema,
      { ...validRegistration, password: 'abcdefg1' },
      M.passwordTooWeak,
    ],
    [
      'registration terms not agreed',
      RegisterFormSchema,
      { ...validRegistration, agreeToTerms: false },
      M.mustAgreeToTerms,
    ],
    ['forgot-password email invalid', ForgotPasswordRequestSchema, { email: 'x' }, M.invalidEmail],
    ['reset password short', ResetPasswordRequestSchema, { token: 't', newPassword: 'short' }, M.resetPasswordTooShort],
    [
      'reset confirmation differs',
      ResetPasswordFormSchema,
      { newPassword: 'longenough', confirmPassword: 'different' },
      M.passwordsDontMatch,
    ],
  ])('when %s, then the message is the spec text', (_case, schema, input, message) => {
    const result = schema.safeParse(input);

    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(message);
  });

  it('when the input is valid, then emails are trimmed and lower-cased and rememberMe defaults to false', () => {
    const login = LoginRequestSchema.parse({ email: '  Giulia@Example.COM ', password: 'x' });
    const registration = RegisterRequestSchema.parse({ ...validRegistration, agreeToTerms: undefined });

    expect(login).toEqual({ email: 'giulia@example.com', password: 'x', rememberMe: false });
    expect(registration).toEqual({ name: 'Giulia Rossi', email: 'giulia@example.com', password: 'Secret123' });
  });

  it('when a name is in another script or has accents, then it is kept as typed', () => {
    for (const name of ['José Núñez', 'ليلى حداد', 'Zoë O’Brien-Łukasz']) {
      expect(RegisterRequestSchema.parse({ ...validRegistration, name }).name).toBe(name);
    }
  });

  it('when a field is missing or of the wrong type, then the field message is still the spec text', () => {
    expect(firstError(LoginRequestSchema.safeParse({}))).toBe(M.invalidEmail);
    expect(firstError(RegisterRequestSchema.safeParse({ name: 42, email: 'a@b.co', password: 'Secret123' }))).toBe(
      M.nameTooShort,
    );
  });
});

describe('the sign-in refusal', () => {
  it.each([
    [400, 'in 1 second'],
    [1_000, 'in 1 second'],
    [1_001, 'in 2 seconds'],
    [59_000, 'in 59 seconds'],
    [59_500, 'in 1 minute'],
    [60_000, 'in 1 minute'],
    [61_000, 'in 2 minutes'],
    [14 * 60_000 + 59_950, 'in 15 minutes'],
  ])('when the wait is %i ms, then it says "%s", never less than the wait', (waitMs, wait) => {
    expect(tooManyLoginAttemptsMessage(waitMs)).toBe(`Too many login attempts. Please try again ${wait}.`);
  });
});

describe('error catalogue of spec §8', () => {
  it.each([
    [400, 'Bad thing', 'Bad thing'],
    [400, undefined, 'The request could not be processed. Please check your input.'],
    [401, undefined, 'Invalid email or password. Please try again.'],
    [403, undefined, "You don't have permission to access this resource."],
    [404, 'Conversation not found.', 'Conversation not found.'],
    [409, undefined, 'This resource already exists.'],
    [429, 'Too many login attempts.', 'Too many login attempts.'],
    [500, 'db exploded', 'Something went wrong on our end. Please try again later.'],
    [502, 'upstream', 'Service temporarily unavailable. Please try again later.'],
    [503, undefined, 'Service temporarily unavailable. Please try again later.'],
    [418, undefined, 'An unexpected error occurred.'],
    [418, 'Teapot', 'Teapot'],
  ])('when the status is %s and the server says %s, then the user reads %s', (status, server, expected) => {
    expect(messageForStatus(status, server)).toBe(expected);
  });

  it('covers every status the spec lists', () => {
    expect(Object.keys(ERROR_CATALOGUE).map(Number).sort()).toEqual([400, 401, 403, 404, 409, 429, 500, 502, 503]);
  });
});

describe('pricing of spec §9', () => {
  it('offers single 20 EUR, five 100 EUR (most popular) and ten 200 EUR', () => {
    expect(PRICING_OPTIONS.map((o) => [o.id, o.price, o.isPopular])).toEqual([
      ['single', 20, false],
      ['five', 100, true],
      ['ten', 200, false],
    ]);
  });
});

describe('receipt amounts (integer cents)', () => {
  it('when VAT is included in a price, then it is the rounded share, and euros print with their cents', () => {
    expect(vatIncludedCents(10_000, 22)).toBe(1_803);
    expect(vatIncludedCents(2_000, 22)).toBe(361);
    expect(formatEuroCents(6_000)).toBe('€60.00');
    expect(formatEuroCents(123_405)).toBe('€1,234.05');
  });
});
