import { useId, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateText, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  /** The schema's message (English, from contracts), shown in the current language. */
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
};

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: string;
  errorId: string;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="shell-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shell-error">
          {translateText(error)}
        </p>
      )}
    </>
  );
}

export function TextField({ label, registration, error, hint, type = 'text', autoComplete }: FieldProps) {
  const id = useId();
  return (
    <div className="shell-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        className="shell-input"
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...registration}
      />
      <FieldMessages hintId={`${id}-hint`} hint={hint} errorId={`${id}-error`} error={error} />
    </div>
  );
}

/** The email field of the sign-in screens. */
export function EmailField({ registration, error }: Pick<FieldProps, 'registration' | 'error'>) {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      registration={registration}
      error={error}
    />
  );
}

/** A password input with a show/hide toggle that keyboard and screen-reader users can operate. */
export function PasswordField({ label, registration, error, hint, autoComplete }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  const { t } = useTexts(SHELL_TEXTS);
  const field = label.toLowerCase();
  return (
    <div className="shell-field">
      <label htmlFor={id}>{label}</label>
      <div className="shell-password">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          className="shell-input"
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          {...registration}
        />
        <button
          type="button"
          className="shell-password-toggle"
          aria-label={isVisible ? t('auth.fields.hideField', { field }) : t('auth.fields.showField', { field })}
          aria-controls={id}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? t('auth.fields.hide') : t('auth.fields.show')}
        </button>
      </div>
      <FieldMessages hintId={`${id}-hint`} hint={hint} errorId={`${id}-error`} error={error} />
    </div>
  );
}

/** A form's submit button; while the call is under way it reads `busyLabel` and cannot be pressed again. */
export function SubmitButton({
  isSubmitting,
  label,
  busyLabel,
}: {
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="shell-btn shell-btn-primary shell-btn-block" disabled={isSubmitting}>
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

/** The card of a sign-in screen; `footer` is the line of links below its content. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="shell-auth">
      <div className="shell-card">
        <h1>{title}</h1>
        {subtitle && <p className="shell-subtitle">{subtitle}</p>}
        {children}
        {footer && <p className="shell-card-footer">{footer}</p>}
      </div>
    </div>
  );
}
