import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MY_DATA_TEXTS } from '@lezioni/contracts/values';
import {
  Alert,
  Button,
  Card,
  Input,
  LinkButton,
  api,
  forgetKeptAnswers,
  isRequestError,
  sessionApi,
  toast,
  useAppDispatch,
  useGetConfigQuery,
  useNavigate,
} from '@lezioni/web-kit';
import { saveAsFile, useDeleteMyAccountMutation, useExportMyDataMutation } from '../api';

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

/** /student-dashboard/data: the student's own data, to download or to delete with the account. */
export function OwnDataView() {
  const [exportMyData, { isLoading: isExporting }] = useExportMyDataMutation();
  const [deleteMyAccount, { isLoading: isDeleting }] = useDeleteMyAccountMutation();
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: config } = useGetConfigQuery();

  const download = async () => {
    try {
      saveAsFile(await exportMyData().unwrap());
    } catch {
      toast({ title: MY_DATA_TEXTS.downloadFailed, variant: 'destructive' });
    }
  };

  const deleteAccount = async () => {
    setDeleteError(undefined);
    try {
      await deleteMyAccount({ password }).unwrap();
    } catch (error) {
      setDeleteError(isRequestError(error) ? error.message : MY_DATA_TEXTS.deleteFailed);
      return;
    }
    // As a sign-out does: signed out on screen first, then every cached answer dropped.
    flushSync(() => dispatch(sessionApi.util.updateQueryData('getMe', undefined, () => null)));
    navigate('/');
    dispatch(api.util.resetApiState());
    forgetKeptAnswers();
    dispatch(sessionApi.util.upsertQueryData('getMe', undefined, null));
    if (config) dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, config));
    toast({ title: MY_DATA_TEXTS.deleted });
  };

  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16 }}>
      <h1 style={{ margin: 0 }}>{MY_DATA_TEXTS.title}</h1>
      <Card title={cardTitle(MY_DATA_TEXTS.downloadTitle)}>
        <p>{MY_DATA_TEXTS.downloadDescription}</p>
        <Button variant="primary" onClick={download} loading={isExporting}>
          {MY_DATA_TEXTS.downloadButton}
        </Button>
      </Card>
      <Card title={cardTitle(MY_DATA_TEXTS.deleteTitle)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void deleteAccount();
          }}
          style={{ display: 'grid', gap: 12 }}
        >
          <Alert
            type="warning"
            showIcon
            role="note"
            title={MY_DATA_TEXTS.deleteConfirmTitle}
            description={MY_DATA_TEXTS.deleteWarning}
          />
          <label htmlFor="delete-account-password">{MY_DATA_TEXTS.deletePasswordLabel}</label>
          <Input
            type="password"
            id="delete-account-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {deleteError && <Alert type="error" title={deleteError} />}
          <Button danger variant="primary" htmlType="submit" disabled={!password} loading={isDeleting}>
            {MY_DATA_TEXTS.deleteButton}
          </Button>
        </form>
      </Card>
      <LinkButton to="/student-dashboard">Back to the dashboard</LinkButton>
    </div>
  );
}
