import { Stylesheet } from '@lezioni/web-kit';

// /student-dashboard/data's own layout, in plain CSS beside it; the shared part is components/student-styles.
const OWN_DATA_CSS = `
.lz-student-own-data { display: grid; gap: 16px; }
.lz-student-own-data > h1 { margin: 0; }
.lz-student-delete-account { display: grid; gap: 12px; }
`;

/** The own data page's stylesheet. */
export const OwnDataStyles = () => <Stylesheet href="lz-student-own-data" css={OWN_DATA_CSS} />;
