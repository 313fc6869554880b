import request from 'supertest';
import {
  LEARNING_MESSAGES,
  LearningFileSchema,
  LessonNoteSchema,
  MaterialSchema,
  NOTE_BOARDS_MAX,
  MyMaterialsSchema,
  TeacherMaterialSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type LearningFile,
} from '@lezioni/contracts';
import { eventually, type TestUser } from '@lezioni/service-kit/testing';
import { newTeacher, notePath, startLearningForFile } from '../testing/learning-service';

const learning = startLearningForFile({
  // A quick sweep, so the one-hour rule is seen at work without waiting for the default interval.
  FILE_SWEEP_INTERVAL_MS: '200',
  LEARNING_UPLOAD_MB_PER_DAY_TEACHER: '1',
});
const teacher = newTeacher();

const api = () => request(learning.url);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const upload = (user: TestUser, content: Buffer, fileName = 'Lezione 1.pdf', contentType = 'application/pdf') =>
  api()
    .post('/api/learning/files')
    .set('Cookie', user.cookie)
    .attach('file', content, { filename: fileName, contentType });

async function uploaded(user = teacher, content = PDF): Promise<LearningFile> {
  return LearningFileSchema.parse((await upload(user, content).expect(201)).body);
}

const download = (user: TestUser, url: string) => api().get(url).set('Cookie', user.cookie).buffer(true);

const createMaterial = (body: object) => api().post('/api/learning/materials').set('Cookie', teacher.cookie).send(body);

const share = (materialId: string, studentIds: string[]) =>
  api().post(`/api/learning/materials/${materialId}/shares`).set('Cookie', teacher.cookie).send({ studentIds });

const saveHomework = (lessonId: string, attachmentFileId: string) =>
  api()
    .put(notePath(lessonId))
    .set('Cookie', teacher.cookie)
    .send({ covered: 'Il congiuntivo', homework: { text: 'Leggi il testo allegato.', attachmentFileId }, revision: 0 });

describe('a file material', () => {
  it('when the teacher uploads a file and adds it, then the library lists it with its name, size and download', async () => {
    const file = await uploaded();

    const res = await createMaterial({ title: 'Il congiuntivo', tags: ['grammar'], fileId: file.id });

    expect(res.status).toBe(201);
    const material = MaterialSchema.parse(res.body);
    expect(material).toMatchObject({ kind: 'file', url: file.url, file: { name: 'Lezione 1.pdf', size: PDF.length } });
    const library = TeacherMaterialSchema.array().parse(
      (await api().get('/api/learning/materials').set('Cookie', teacher.cookie).expect(200)).body,
    );
    expect(library.find((item) => item.id === material.id)?.file).toEqual(file);
  });

  it('when a student it is shared with opens it, then they download its bytes, the opening is recorded, and another student gets 404', async () => {
    const anna = await learning.newStudent('Anna');
    const bruno = await learning.newStudent('Bruno');
    const file = await uploaded();
    const { body: material } = await createMaterial({ title: 'Lettura', fileId: file.id }).expect(201);
    await share(material.id, [anna.id]).expect(200);

    const [mine] = MyMaterialsSchema.parse(
      (await api().get('/api/learning/me/materials').set('Cookie', anna.cookie).expect(200)).body,
    ).materials;
    await api().post(`/api/learning/me/materials/${material.id}/open`).set('Cookie', anna.cookie).expect(204);
    const annas = await download(anna, mine!.url);
    const brunos = await download(bruno, file.url);

    expect(annas.status).toBe(200);
    expect(annas.headers['content-type']).toBe('application/pdf');
    expect(annas.headers['content-disposition']).toBe(
      `attachment; filename="Lezione 1.pdf"; filename*=UTF-8''Lezione%201.pdf`,
    );
    expect(Buffer.compare(annas.body as Buffer, PDF)).toBe(0);
    expect(brunos.status).toBe(404);
    expect(brunos.body).toEqual({ error: 'The requested resource was not found.', code: 'not_found' });
    const shared = TeacherMaterialSchema.parse((await share(material.id, [anna.id]).expect(200)).body);
    expect(shared.shares[0]!.firstOpenedAt).not.toBeNull();
  });

  it('when a material names a file that is not an upload of the teacher, or a link and a file, then 400 and nothing is added', async () => {
    const file = await uploaded();
    const otherTeacher = newTeacher('Another admin');

    const notHers = await api()
      .post('/api/learning/materials')
      .set('Cookie', otherTeacher.cookie)
      .send({ title: 'Not hers', fileId: file.id });
    const both = await createMaterial({ title: 'Both', url: 'https://example.com/a', fileId: file.id });
    const neither = await createMaterial({ title: 'Neither' });

    expect([notHers.status, notHers.body.code, notHers.body.error]).toEqual([
      400,
      'file_not_yours',
      LEARNING_MESSAGES.fileUnknown,
    ]);
    expect([both.status, both.body.error]).toEqual([400, LEARNING_MESSAGES.linkOrFile]);
    expect([neither.status, neither.body.error]).toEqual([400, LEARNING_MESSAGES.linkOrFile]);
  });

  it('when a student uploads a file, then 403', async () => {
    const student = await learning.newStudent();

    const res = await upload(student, PDF);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });
});

describe('a homework attachment', () => {
  it('when the note is saved with one, then its student can download it only once the note is shared', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    const file = await uploaded();

    const saved = LessonNoteSchema.parse((await saveHomework(lesson.id, file.id).expect(200)).body);
    const beforeSharing = await download(student, file.url);
    const hiddenHomework = MyMaterialsSchema.parse(
      (await api().get('/api/learning/me/materials').set('Cookie', student.cookie).expect(200)).body,
    ).homework;
    await learning.shareNote(teacher, lesson.id);
    const [homework] = MyMaterialsSchema.parse(
      (await api().get('/api/learning/me/materials').set('Cookie', student.cookie).expect(200)).body,
    ).homework;
    const afterSharing = await download(student, homework!.attachment!.url);

    expect(saved.homework?.attachment).toEqual(file);
    expect(beforeSharing.status).toBe(404);
    expect(hiddenHomework).toEqual([]);
    expect(homework!.attachment).toMatchObject({ name: 'Lezione 1.pdf', size: PDF.length });
    expect(afterSharing.status).toBe(200);
    expect(Buffer.compare(afterSharing.body as Buffer, PDF)).toBe(0);
  });

  it('when another student asks for the attachment of a shared note, then 404', async () => {
    const student = await learning.newStudent();
    const other = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    const file = await uploaded();
    await saveHomework(lesson.id, file.id).expect(200);
    await learning.shareNote(teacher, lesson.id);

    const res = await download(other, file.url);

    expect(res.status).toBe(404);
  });
});

describe('a whiteboard image saved from the lesson room', () => {
  /** A PNG's signature is what the upload checks: the bytes after it stand for the board. */
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('board')]);
  const uploadedPng = async () =>
    LearningFileSchema.parse((await upload(teacher, PNG, 'whiteboard.png', 'image/png').expect(201)).body);
  const saveBoard = (user: TestUser, lessonId: string, fileId: string) =>
    api().post(`/api/learning/lessons/${lessonId}/boards`).set('Cookie', user.cookie).send({ fileId });

  it('when the teacher saves one into a note she is writing, then the note lists it, her editor keeps saving, and the student sees it once shared', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    await saveHomework(lesson.id, (await uploaded()).id).expect(200);
    const image = await uploadedPng();

    const saved = LessonNoteSchema.parse((await saveBoard(teacher, lesson.id, image.id).expect(200)).body);
    // Her open editor read revision 1: the image does not make its next save a conflict.
    await api()
      .put(notePath(lesson.id))
      .set('Cookie', teacher.cookie)
      .send({ covered: 'La lavagna', revision: 1 })
      .expect(200);
    const beforeSharing = await download(student, image.url);
    await learning.shareNote(teacher, lesson.id);
    const [note] = MyMaterialsSchema.parse(
      (await api().get('/api/learning/me/materials').set('Cookie', student.cookie).expect(200)).body,
    ).notes;
    const afterSharing = await download(student, note!.boards[0]!.url);

    expect(saved).toMatchObject({ revision: 1, boards: [image] });
    expect(note).toMatchObject({ covered: 'La lavagna', boards: [image] });
    expect(beforeSharing.status).toBe(404);
    expect(afterSharing.status).toBe(200);
    expect(Buffer.compare(afterSharing.body as Buffer, PNG)).toBe(0);
  });

  it('when a lesson has no note yet, then saving an image starts its draft', async () => {
    const lesson = await learning.addLesson();
    const image = await uploadedPng();

    await saveBoard(teacher, lesson.id, image.id).expect(200);

    const note = LessonNoteSchema.parse((await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie)).body);
    expect(note).toMatchObject({ revision: 1, covered: '', boards: [image], sharedAt: null });
  });

  it("when the file is not the teacher's own upload, or a student saves one, then it is refused and the note has no image", async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    const othersFile = LearningFileSchema.parse(
      (await upload(newTeacher(), PNG, 'whiteboard.png', 'image/png').expect(201)).body,
    );

    const notHers = await saveBoard(teacher, lesson.id, othersFile.id);
    const byStudent = await saveBoard(student, lesson.id, (await uploadedPng()).id);

    expect(notHers.status).toBe(400);
    expect(notHers.body.code).toBe('file_not_yours');
    expect(byStudent.status).toBe(403);
    const note = LessonNoteSchema.parse((await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie)).body);
    expect(note.boards).toEqual([]);
  });

  it(`when a note holds ${NOTE_BOARDS_MAX} images, then another is a 409 and the note keeps its ${NOTE_BOARDS_MAX}`, async () => {
    const lesson = await learning.addLesson();
    const image = await uploadedPng();
    for (let saved = 0; saved < NOTE_BOARDS_MAX; saved += 1) await saveBoard(teacher, lesson.id, image.id).expect(200);

    const res = await saveBoard(teacher, lesson.id, image.id);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: LEARNING_MESSAGES.boardsFull, code: 'note_boards_full' });
    const note = LessonNoteSchema.parse((await api().get(notePath(lesson.id)).set('Cookie', teacher.cookie)).body);
    expect(note.boards).toHaveLength(NOTE_BOARDS_MAX);
  });

  it('when an image of a note is over an hour old, then the sweep keeps it', async () => {
    const lesson = await learning.addLesson();
    const [unused, image] = [await uploadedPng(), await uploadedPng()];
    await saveBoard(teacher, lesson.id, image.id).expect(200);

    await learning.ageFiles([unused.id, image.id], 61);

    await eventually(async () => (await download(teacher, unused.url)).status === 404);
    expect((await download(teacher, image.url)).status).toBe(200);
  });
});

describe("the teacher's upload limits", () => {
  it('when a file is over 10 MB, then 413 with the upload text', async () => {
    const res = await upload(newTeacher(), Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a'), 'notes.txt', 'text/plain');

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.fileTooLarge, code: 'file_too_large' });
  });

  it("when the day's megabyte is used up, then 429 and the file is not stored", async () => {
    const uploader = newTeacher();
    const big = Buffer.alloc(700 * 1024, 'a');

    const first = await upload(uploader, big, 'a.txt', 'text/plain');
    const second = await upload(uploader, big, 'b.txt', 'text/plain');

    expect([first.status, second.status]).toEqual([201, 429]);
    expect(second.body.code).toBe('rate_limited');
    const stored = await learning.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('uploader_id', '=', uploader.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(1);
  });
});

describe('the sweep of unused uploads', () => {
  it('when an upload no material or note uses is over an hour old, then it is deleted; used and recent ones stay', async () => {
    const student = await learning.newStudent();
    const lesson = await learning.addLesson({ studentId: student.id });
    const [unused, ofMaterial, ofNote, recent] = [
      await uploaded(),
      await uploaded(),
      await uploaded(),
      await uploaded(),
    ];
    await createMaterial({ title: 'Kept', fileId: ofMaterial.id }).expect(201);
    await saveHomework(lesson.id, ofNote.id).expect(200);

    await learning.ageFiles([unused.id, ofMaterial.id, ofNote.id], 61);

    await eventually(async () => (await download(teacher, unused.url)).status === 404);
    expect((await download(teacher, ofMaterial.url)).status).toBe(200);
    expect((await download(teacher, ofNote.url)).status).toBe(200);
    expect((await download(teacher, recent.url)).status).toBe(200);
  });

  it('when the teacher deletes a file material, then its file goes with the next sweep', async () => {
    const file = await uploaded();
    const { body: material } = await createMaterial({ title: 'Soon gone', fileId: file.id }).expect(201);
    await learning.ageFiles([file.id], 61);

    await api().delete(`/api/learning/materials/${material.id}`).set('Cookie', teacher.cookie).expect(204);

    await eventually(async () => (await download(teacher, file.url)).status === 404);
  });
});
