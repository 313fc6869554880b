import { RegisterFormSchema } from '@lezioni/contracts';
import { PASSWORD_MIN_LENGTH, UI_MESSAGES } from '@lezioni/contracts/values';
import { toast, Link, useNavigate } from '@lezioni/web-kit';
import { useRegisterMutation } from './auth-api';
import { requestMessageOr, toastFailure, welcomeToast } from './auth-messages';
import { useSchemaForm } from './use-schema-form';
import { AuthCard, EmailField, PasswordField, SubmitButton, TextField } from './form-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  const [registerAccount] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(RegisterFormSchema, { name: '', email: '', password: '' });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      const user = await registerAccount({ name, email, password }).unwrap();
      toast(welcomeToast(user));
      navigate('/student-dashboard');
    } catch (error) {
      toastFailure(
        UI_MESSAGES.registrationFailedTitle,
        requestMessageOr(error, UI_MESSAGES.registrationFailedFallback),
      );
    }
  });

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Start learning Italian with one-to-one lessons"
      footer={
        <>
          Already have an account? <Link to="/login">Sign in here</Link>
        </>
      }
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <TextField label="Full Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, with at least 1 uppercase letter and 1 number.`}
        />
        <div className="shell-field">
          <label className="shell-check">
            <input
              type="checkbox"
              aria-invalid={Boolean(errors.agreeToTerms)}
              aria-describedby={errors.agreeToTerms ? 'agree-error' : undefined}
              {...register('agreeToTerms')}
            />
            <span>
              I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
            </span>
          </label>
          {errors.agreeToTerms && (
            <p id="agree-error" className="shell-error">
              {errors.agreeToTerms.message}
            </p>
          )}
        </div>
        <SubmitButton isSubmitting={isSubmitting} label="Create Account" busyLabel="Creating Account..." />
      </form>
    </AuthCard>
  );
}
