import { lazy, Suspense } from 'react';
import { Button, Card, LinkButton, toast, useContractTexts, useTexts } from '@lezioni/web-kit';
import { PageFrame } from '../../../components/page-frame';
import { STUDENT_TEXTS } from '../../../texts';
import { saveAsFile, useExportMyDataMutation } from '../api';
import { OwnDataStyles } from '../own-data-styles';

// Its own chunk: the schema and react-hook-form come with the form, not with the dashboard (D26).
const DeleteAccountForm = lazy(() =>
  import('./delete-account-form').then((module) => ({ default: module.DeleteAccountForm })),
);

const cardTitle = (text: string) => <h2 className="lz-ui-card__title">{text}</h2>;

/** /student-dashboard/data: the student's own data, to download or to delete with the account. */
export function OwnDataView() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { myData } = useContractTexts();
  const [exportMyData, { isLoading: isExporting }] = useExportMyDataMutation();

  const download = async () => {
    try {
      saveAsFile(await exportMyData().unwrap());
    } catch {
      toast({ title: myData.downloadFailed, variant: 'destructive' });
    }
  };

  return (
    <PageFrame width="narrow" className="lz-student-own-data">
      <OwnDataStyles />
      <h1>{myData.title}</h1>
      <Card title={cardTitle(myData.downloadTitle)}>
        <p>{myData.downloadDescription}</p>
        <Button variant="primary" onClick={download} loading={isExporting}>
          {myData.downloadButton}
        </Button>
      </Card>
      <Card title={cardTitle(myData.deleteTitle)}>
        <Suspense fallback={null}>
          <DeleteAccountForm />
        </Suspense>
      </Card>
      <LinkButton to="/student-dashboard">{t('dashboard.backToDashboard')}</LinkButton>
    </PageFrame>
  );
}
