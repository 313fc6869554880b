import type { ReactNode } from 'react';
import type { AdminStudentsResponse } from '@lezioni/contracts';
import { ADMIN_EXTERNAL_CONTACTS } from '@lezioni/contracts/values';
import { Card, Table, useTexts, type TableColumn } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { EmailText, NameText } from '../../../components/two-line-cell';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import type { QueryState } from '../query-state';

type BookingContact = AdminStudentsResponse['tidyCalContacts'][number];

const contactColumns = (t: AdminT): TableColumn<BookingContact>[] => [
  { key: 'name', title: t('contacts.columns.name'), render: ({ name }) => <NameText name={name} /> },
  { key: 'email', title: t('contacts.columns.email'), render: ({ email }) => <EmailText email={email} /> },
  {
    key: 'bookings',
    title: t('contacts.columns.bookings'),
    align: 'right',
    render: ({ total_bookings }) => total_bookings,
  },
];

const byId = ({ id }: { id: string }) => id;

/**
 * The Students tab: every platform student in the searchable `directory` (issue 26, in place of
 * spec §2's first five), and below it the first contacts of the booking tool (spec §2).
 */
export function StudentsTab({
  directory,
  students,
}: {
  directory: ReactNode;
  students: QueryState<AdminStudentsResponse>;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <div className="lz-admin-students-tab">
      {directory}
      <Card size="small" title={<h3 className="lz-admin-card-title">{t('contacts.title')}</h3>}>
        {students.isError ? (
          <LoadError title={t('contacts.loadFailed')} error={students.error} onRetry={students.refetch} />
        ) : (
          <Table<BookingContact>
            aria-label={t('contacts.label')}
            columns={contactColumns(t)}
            rows={students.data?.tidyCalContacts.slice(0, ADMIN_EXTERNAL_CONTACTS)}
            rowKey={byId}
            loading={students.isLoading}
            emptyText={t('contacts.empty')}
          />
        )}
      </Card>
    </div>
  );
}
