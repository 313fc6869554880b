import type { ReactNode } from 'react';
import type {
  RemotePageProps,
  RuntimeConfig,
  SignedInPageProps,
  StudentDashboardProps,
  User,
} from '@lezioni/contracts';
import { useGetConfigQuery, useSession } from '@lezioni/web-kit';
import { LoadingState } from '../layout/loading-state';
import { RemoteBoundary, RemoteUnavailable } from './remote-boundary';
import { remoteComponent } from './remote-component';

const LandingPage = remoteComponent<RemotePageProps>('marketing', 'LandingPage', 'LandingPage');
const StudentDashboard = remoteComponent<StudentDashboardProps>('student', 'StudentDashboard', 'StudentDashboard');
const BookingPage = remoteComponent<SignedInPageProps>('student', 'BookingPage', 'BookingPage');
const PackagesPage = remoteComponent<SignedInPageProps>('student', 'PackagesPage', 'PackagesPage');
const BookLessonPage = remoteComponent<SignedInPageProps>('student', 'BookLessonPage', 'BookLessonPage');
const AdminDashboard = remoteComponent<SignedInPageProps>('admin', 'AdminDashboard', 'AdminDashboard');
const ChatPage = remoteComponent<SignedInPageProps>('chat', 'ChatPage', 'ChatPage');
const ChatWidget = remoteComponent<SignedInPageProps>('chat', 'ChatWidget', 'ChatWidget');

/** Remote regions need the runtime config first: it holds the remotes' addresses. */
function WithConfig({
  name,
  compact,
  children,
}: {
  name: string;
  compact?: boolean;
  children: (config: RuntimeConfig) => ReactNode;
}) {
  const { data: config, isError } = useGetConfigQuery();
  if (isError) return compact ? null : <RemoteUnavailable name={name} />;
  if (!config) return compact ? null : <LoadingState label={`Loading ${name}...`} />;
  return (
    <RemoteBoundary name={name} compact={compact}>
      {children(config)}
    </RemoteBoundary>
  );
}

export function LandingRoute() {
  const { user } = useSession();
  return <WithConfig name="The home page">{(config) => <LandingPage user={user} config={config} />}</WithConfig>;
}

export function StudentDashboardRoute() {
  const { user, isLoading } = useSession();
  return (
    <WithConfig name="Your dashboard">
      {(config) => <StudentDashboard user={user} isUserLoading={isLoading} config={config} />}
    </WithConfig>
  );
}

const signedInPage = (name: string, Page: (props: SignedInPageProps) => ReactNode) =>
  function SignedInRoute({ user }: { user: User }) {
    return <WithConfig name={name}>{(config) => <Page user={user} config={config} />}</WithConfig>;
  };

export const BookingRoute = signedInPage('The booking page', BookingPage);
export const PackagesRoute = signedInPage('The packages page', PackagesPage);
export const BookLessonRoute = signedInPage('The booking page', BookLessonPage);
export const AdminDashboardRoute = signedInPage('The admin dashboard', AdminDashboard);
export const ChatRoute = signedInPage('Chat', ChatPage);

export function ChatWidgetRegion({ user }: { user: User }) {
  return (
    <div className="shell-widget-region">
      <WithConfig name="The chat widget" compact>
        {(config) => <ChatWidget user={user} config={config} />}
      </WithConfig>
    </div>
  );
}
