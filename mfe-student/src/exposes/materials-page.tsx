import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { StudentsOnly } from '../components/students-only';
import { MaterialsView } from '../features/materials/components/materials-view';

/** './MaterialsPage': homework, shared materials and lesson notes (issue 26). */
export function MaterialsPage({ user, config }: ExposedProps<'student', 'MaterialsPage'>) {
  return (
    <PageFrame>
      <StudentsOnly user={user}>
        <MaterialsView config={config} />
      </StudentsOnly>
    </PageFrame>
  );
}
