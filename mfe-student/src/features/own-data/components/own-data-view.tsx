import { useState } from 'react';
import { flushSync } from 'react-dom';
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
  useContractTexts,
  useGetConfigQuery,
  useNavigate,
  useTexts,
} from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { saveAsFile, useDeleteMyAccountMutation, useExportMyDataMutation } from '../api';

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

/** /student-dashboard/data: the student's own data, to download or to delete with the account. */
export function OwnDataView() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { myData } = useContractTexts();
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
      toast({ title: myData.downloadFailed, variant: 'destructive' });
    }
  };

  const deleteAccount = async () => {
    setDeleteError(undefined);
    try {
      await deleteMyAccount({ password }).unwrap();
    } catch (error) {
      setDeleteError(isRequestError(error) ? error.message : myData.deleteFailed);
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
  };

  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 16 }}>
      <h1 style={{ margin: 0 }}>{myData.title}</h1>
      <Card title={cardTitle(myData.downloadTitle)}>
        <p>{myData.downloadDescription}</p>
        <Button variant="primary" onClick={download} loading={isExporting}>
          {myData.downloadButton}
        </Button>
      </Card>
      <Card title={cardTitle(myData.deleteTitle)}>
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
            title={myData.deleteConfirmTitle}
            description={myData.deleteWarning}
          />
          <label htmlFor="delete-account-password">{myData.deletePasswordLabel}</label>
          <Input
            type="password"
            id="delete-account-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {deleteError && <Alert type="error" title={deleteError} />}
          <Button danger variant="primary" htmlType="submit" disabled={!password} loading={isDeleting}>
            {myData.deleteButton}
          </Button>
        </form>
      </Card>
      <LinkButton to="/student-dashboard">{t('dashboard.backToDashboard')}</LinkButton>
    </div>
  );
}
