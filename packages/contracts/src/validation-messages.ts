/** The exact validation messages of spec §5, then ours for rules the spec lacks. */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password must contain at least one uppercase letter and one number',
  mustAgreeToTerms: 'You must agree to the Terms and Conditions',
  resetPasswordTooShort: 'Password must be at least 8 characters long',
  passwordsDontMatch: "Passwords don't match",
  nameHasUnsafeCharacters: 'Name must not contain control characters or text-direction marks',
  passwordTooLong: 'Password must be at most 256 characters',
  nameTooLong: 'Name must be at most 100 characters',
  resetTokenMissing: 'Invalid reset token.',
  confirmTokenMissing: 'Invalid confirmation token.',
  deletePasswordMissing: 'Enter your password.',
} as const;
