import { PASSWORD_MIN_LENGTH } from '@lezioni/contracts/values';
import { toast, Link, Trans, translateText, useContractTexts, useNavigate, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { useRegisterMutation } from './auth-api';
import { requestMessageOr, toastFailure } from './auth-messages';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { AuthCard, EmailField, PasswordField, SubmitButton, TextField } from './form-fields';

export function RegisterPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const { ui } = useContractTexts();
  const navigate = useNavigate();
  const [registerAccount] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm('RegisterFormSchema', { name: '', email: '', password: '' });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      const user = await registerAccount({ name, email, password }).unwrap();
      toast({
        title: t('auth.register.welcomeTitle', { name: user.name }),
        description: t('auth.register.welcomeDescription'),
      });
      navigate('/student-dashboard');
    } catch (error) {
      toastFailure(ui.registrationFailedTitle, requestMessageOr(error, ui.registrationFailedFallback));
    }
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={<Trans t={t} i18nKey="auth.register.haveAccount" components={{ login: <Link to="/login" /> }} />}
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.register.fullName')}
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message}
        />
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
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
              <Trans
                t={t}
                i18nKey="auth.register.agree"
                components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
              />
            </span>
          </label>
          {errors.agreeToTerms && (
            <p id="agree-error" className="shell-error">
              {translateText(errors.agreeToTerms.message ?? '')}
            </p>
          )}
        </div>
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('auth.register.submit')}
          busyLabel={t('auth.register.submitting')}
        />
      </form>
    </AuthCard>
  );
}
