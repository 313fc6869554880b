// The students' own layout (the directory, a student's page, the picker), beside the remote's shared
// sheet (components/admin-styles.tsx).
const STUDENTS_CSS = `
.lz-admin-lesson-page h4 { margin: 8px 0 4px; }
.lz-admin-lesson-page p { margin: 0; white-space: pre-wrap; }
.lz-admin-directory { display: grid; gap: 12px; min-width: 0; }
.lz-admin-directory__search { max-width: 420px; }
.lz-admin-directory__pages { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }

.lz-admin-student h1 { margin: 0; overflow-wrap: anywhere; }
.lz-admin-student-head { display: grid; gap: 4px; min-width: 0; }
.lz-admin-student-head p { margin: 0; overflow-wrap: anywhere; }
.lz-admin-section-title { margin: 0; font-size: 18px; }
.lz-admin-homework { display: grid; gap: 6px; margin: 0; padding-left: 20px; }
.lz-admin-homework li { overflow-wrap: anywhere; }
/* Takes the focus when the share whose button had it is gone: no ring around the whole list. */
.lz-admin-focus-box { outline: none; }

.lz-admin-levels { display: grid; gap: 12px; }
.lz-admin-levels ul { display: grid; gap: 4px; margin: 0; padding-left: 20px; }
.lz-admin-level-form { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; }

.lz-admin-picker { display: grid; gap: 4px; }
.lz-admin-picker-note { margin: 0; }
`;

/** The students' stylesheet, rendered by the directory, a student's page and the picker; React puts it in <head> once. */
export function StudentsStyles() {
  return (
    <style href="lz-admin-students" precedence="default">
      {STUDENTS_CSS}
    </style>
  );
}
