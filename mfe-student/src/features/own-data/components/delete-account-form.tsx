import { flushSync } from 'react-dom';
import {
  Alert,
  Button,
  Input,
  api,
  forgetKeptAnswers,
  isRequestError,
  sessionApi,
  toast,
  useAppDispatch,
  useContractTexts,
  useGetConfigQuery,
  useNavigate,
} from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { useDeleteMyAccountMutation } from '../api';

/** "Delete my account" with the password; once deleted, signed out everywhere and on the landing page. */
export function DeleteAccountForm() {
  const { myData } = useContractTexts();
  const [deleteMyAccount] = useDeleteMyAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: config } = useGetConfigQuery();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm('DeleteAccountRequestSchema', { password: '' });

  const deleteAccount = handleSubmit(async ({ password }) => {
    try {
      await deleteMyAccount({ password }).unwrap();
    } catch (error) {
      // A root error: the form's next submit clears it.
      setError('root', { message: isRequestError(error) ? error.message : myData.deleteFailed });
      return;
    }
    // As a sign-out does: signed out on screen first, then every cached answer dropped.
    flushSync(() => dispatch(sessionApi.util.updateQueryData('getMe', undefined, () => null)));
    navigate('/');
    dispatch(api.util.resetApiState());
    forgetKeptAnswers();
    dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null));
    if (config) dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, config));
    toast({ title: myData.deleted });
  });

  return (
    <form onSubmit={deleteAccount} className="lz-student-delete-account">
      <Alert type="warning" showIcon role="note" title={myData.deleteConfirmTitle} description={myData.deleteWarning} />
      <label htmlFor="delete-account-password">{myData.deletePasswordLabel}</label>
      <Input type="password" id="delete-account-password" autoComplete="current-password" {...register('password')} />
      {errors.root && <Alert type="error" title={errors.root.message} />}
      <Button danger variant="primary" htmlType="submit" disabled={!watch('password')} loading={isSubmitting}>
        {myData.deleteButton}
      </Button>
    </form>
  );
}
