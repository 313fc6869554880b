import { Result } from 'antd';
import { LinkButton } from '@lezioni/web-kit';

/** A sub-path of the admin dashboard that does not exist: the remote answers it itself. */
export function PageNotFound() {
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>This admin page does not exist</h1>}
      extra={
        <LinkButton to="/admin-dashboard" variant="primary">
          Back to Dashboard
        </LinkButton>
      }
    />
  );
}
