import type { ReactNode } from 'react';
import type { AdminStudentsResponse } from '@lezioni/contracts';
import { ADMIN_EXTERNAL_CONTACTS } from '@lezioni/contracts/values';
import { Card, Table, type TableColumn } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { EmailText, NameText } from '../../../components/two-line-cell';
import type { QueryState } from '../query-state';

type BookingContact = AdminStudentsResponse['tidyCalContacts'][number];

const CONTACT_COLUMNS: TableColumn<BookingContact>[] = [
  { key: 'name', title: 'Name', render: ({ name }) => <NameText name={name} /> },
  { key: 'email', title: 'Email', render: ({ email }) => <EmailText email={email} /> },
  { key: 'bookings', title: 'Bookings', align: 'right', render: ({ total_bookings }) => total_bookings },
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
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      {directory}
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>TidyCal Contacts</h3>}>
        {students.isError ? (
          <LoadError what="The contacts" error={students.error} onRetry={students.refetch} />
        ) : (
          <Table<BookingContact>
            aria-label="TidyCal contacts"
            columns={CONTACT_COLUMNS}
            rows={students.data?.tidyCalContacts.slice(0, ADMIN_EXTERNAL_CONTACTS)}
            rowKey={byId}
            loading={students.isLoading}
            emptyText="Nobody has booked through TidyCal yet."
          />
        )}
      </Card>
    </div>
  );
}
