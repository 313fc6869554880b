import type { AdminStudentsResponse } from '@lezioni/contracts';
import { ADMIN_EXTERNAL_CONTACTS, ADMIN_PLATFORM_STUDENTS } from '@lezioni/contracts/values';
import { Badge, Card, Table, type TableColumn } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import type { QueryState } from '../query-state';
import { EmailText, NameText } from './two-line-cell';

type PlatformStudent = AdminStudentsResponse['platformStudents'][number];
type BookingContact = AdminStudentsResponse['tidyCalContacts'][number];

/** Name and email: long ones wrap or are cut short, whole on hover. */
const personColumns = <T extends { name: string; email: string }>(): TableColumn<T>[] => [
  { key: 'name', title: 'Name', render: ({ name }) => <NameText name={name} /> },
  { key: 'email', title: 'Email', render: ({ email }) => <EmailText email={email} /> },
];

const PLATFORM_COLUMNS: TableColumn<PlatformStudent>[] = [
  ...personColumns<PlatformStudent>(),
  {
    key: 'role',
    title: 'Role',
    render: ({ role }) => (
      <Badge variant="outlined" status="default">
        {role}
      </Badge>
    ),
  },
];

const CONTACT_COLUMNS: TableColumn<BookingContact>[] = [
  ...personColumns<BookingContact>(),
  { key: 'bookings', title: 'Bookings', align: 'right', render: ({ total_bookings }) => total_bookings },
];

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
} as const;

const byId = ({ id }: { id: string }) => id;

/** The first platform students and the first contacts of the booking tool (spec §2, Students tab). */
export function StudentsTab({ students }: { students: QueryState<AdminStudentsResponse> }) {
  if (students.isError) {
    return <LoadError what="The students" error={students.error} onRetry={students.refetch} />;
  }
  return (
    <div style={grid}>
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>Platform Students</h3>}>
        <Table<PlatformStudent>
          aria-label="Platform students"
          columns={PLATFORM_COLUMNS}
          rows={students.data?.platformStudents.slice(0, ADMIN_PLATFORM_STUDENTS)}
          rowKey={byId}
          loading={students.isLoading}
          emptyText="No students have registered yet."
        />
      </Card>
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>TidyCal Contacts</h3>}>
        <Table<BookingContact>
          aria-label="TidyCal contacts"
          columns={CONTACT_COLUMNS}
          rows={students.data?.tidyCalContacts.slice(0, ADMIN_EXTERNAL_CONTACTS)}
          rowKey={byId}
          loading={students.isLoading}
          emptyText="Nobody has booked through TidyCal yet."
        />
      </Card>
    </div>
  );
}
