import { Card, Tag, type TableColumnType } from 'antd';
import type { AdminStudentsResponse } from '@lezioni/contracts';
import { ADMIN_EXTERNAL_CONTACTS, ADMIN_PLATFORM_STUDENTS } from '@lezioni/contracts/values';
import { LoadError } from '../../../components/load-error';
import type { QueryState } from '../query-state';
import { EmptyTableText } from '../../../components/empty-table-text';
import { ResponsiveTable } from '../../../components/responsive-table';
import { EmailText, NameText } from './two-line-cell';

type PlatformStudent = AdminStudentsResponse['platformStudents'][number];
type BookingContact = AdminStudentsResponse['tidyCalContacts'][number];

/** Name and email: long ones wrap or are cut short, whole on hover. */
const personColumns = <T extends { name: string; email: string }>(): TableColumnType<T>[] => [
  { title: 'Name', dataIndex: 'name', render: (name: string) => <NameText name={name} /> },
  { title: 'Email', dataIndex: 'email', render: (email: string) => <EmailText email={email} /> },
];

const PLATFORM_COLUMNS: TableColumnType<PlatformStudent>[] = [
  ...personColumns<PlatformStudent>(),
  { title: 'Role', dataIndex: 'role', render: (role: string) => <Tag variant="outlined">{role}</Tag> },
];

const CONTACT_COLUMNS: TableColumnType<BookingContact>[] = [
  ...personColumns<BookingContact>(),
  { title: 'Bookings', dataIndex: 'total_bookings', align: 'right' },
];

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
} as const;

/** The first platform students and the first contacts of the booking tool (spec §2, Students tab). */
export function StudentsTab({ students }: { students: QueryState<AdminStudentsResponse> }) {
  if (students.isError) {
    return <LoadError what="The students" error={students.error} onRetry={students.refetch} />;
  }
  const tableProps = { rowKey: 'id', size: 'small', pagination: false, loading: students.isLoading } as const;
  return (
    <div style={grid}>
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>Platform Students</h3>}>
        <ResponsiveTable<PlatformStudent>
          {...tableProps}
          stackedTitle="Student"
          aria-label="Platform students"
          columns={PLATFORM_COLUMNS}
          dataSource={students.data?.platformStudents.slice(0, ADMIN_PLATFORM_STUDENTS)}
          locale={{ emptyText: <EmptyTableText>No students have registered yet.</EmptyTableText> }}
        />
      </Card>
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>TidyCal Contacts</h3>}>
        <ResponsiveTable<BookingContact>
          {...tableProps}
          stackedTitle="Contact"
          aria-label="TidyCal contacts"
          columns={CONTACT_COLUMNS}
          dataSource={students.data?.tidyCalContacts.slice(0, ADMIN_EXTERNAL_CONTACTS)}
          locale={{ emptyText: <EmptyTableText>Nobody has booked through TidyCal yet.</EmptyTableText> }}
        />
      </Card>
    </div>
  );
}
