import http from 'node:http';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  CHAT_MESSAGES,
  MessageSchema,
  SERVER_MESSAGES,
  UPLOAD_MAX_BYTES,
  UploadResponseSchema,
} from '@lezioni/contracts';
import type { ServedService } from '@lezioni/service-kit';
import { eventually, type TestUser } from '@lezioni/service-kit/testing';
import { newStudent, newTeacher, startChat } from '../testing/chat-service';
import { openTestDb } from '../testing/test-db';

let chat: ServedService;
const db = openTestDb();
beforeAll(async () => {
  // A quick sweep, so the one-hour rule is seen at work without waiting for the default interval.
  chat = await startChat({ FILE_SWEEP_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await chat.stop();
  await db.destroy();
});

const api = () => request(chat.url);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest of a jpeg')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

type Part = { field: string; fileName?: string; fileNameStar?: string; type?: string; content: Buffer | string };

/** A multipart/form-data body written by hand, so every header of every part is the test's choice. */
function multipart(parts: Part[]) {
  const boundary = `----chat-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.field}"`;
    if (part.fileName !== undefined) disposition += `; filename="${part.fileName}"`;
    if (part.fileNameStar !== undefined) disposition += `; filename*=UTF-8''${part.fileNameStar}`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(user: TestUser | undefined, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  const test = api().post('/api/uploads').set('Content-Type', contentType);
  return (user ? test.set('Cookie', user.cookie) : test).send(body);
}

const uploadFile = (user: TestUser, fileName: string, type: string, content: Buffer | string) =>
  upload(user, [{ field: 'file', fileName, type, content }]);

async function uploaded(user: TestUser, fileName = 'lesson.pdf', type = 'application/pdf', content = PDF) {
  const res = await uploadFile(user, fileName, type, content).expect(201);
  return UploadResponseSchema.parse(res.body);
}

async function conversationOf(student: TestUser): Promise<string> {
  const res = await api().post('/api/conversations').set('Cookie', student.cookie);
  return res.body.id as string;
}

const attach = (user: TestUser, conversationId: string, fileUrl: string, extra: object = {}) =>
  api()
    .post(`/api/conversations/${conversationId}/messages`)
    .set('Cookie', user.cookie)
    .send({ content: '', messageType: 'file', fileUrl, ...extra });

const download = (user: TestUser | undefined, fileUrl: string) => {
  const test = api().get(fileUrl).buffer(true);
  return user ? test.set('Cookie', user.cookie) : test;
};

describe('POST /api/uploads', () => {
  it('when a student uploads an image, then 201 with its address, name and size, and they can fetch it', async () => {
    const student = newStudent();

    const res = await uploadFile(student, 'lavagna.png', 'image/png', PNG);

    expect(res.status).toBe(201);
    const body = UploadResponseSchema.parse(res.body);
    expect(body.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ fileName: 'lavagna.png', fileSize: PNG.length });
    const file = await download(student, body.fileUrl);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('when the file is exactly 10 MB, then it is taken', async () => {
    const student = newStudent();

    const res = await uploadFile(student, 'notes.txt', 'text/plain', Buffer.alloc(UPLOAD_MAX_BYTES, 'a'));

    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(UPLOAD_MAX_BYTES);
  });

  it('when the file is one byte over 10 MB, then 413 with the chat message and nothing is stored', async () => {
    const student = newStudent();

    const res = await uploadFile(student, 'notes.txt', 'text/plain', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a'));

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: CHAT_MESSAGES.fileTooLarge, code: 'file_too_large' });
    expect(await db.filesCountOf(student.id)).toBe(0);
  });

  it('when the body announces far more than 10 MB, then 413 comes before the body is sent', async () => {
    const student = newStudent();

    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request(`${chat.url}/api/uploads`, {
        method: 'POST',
        headers: {
          Cookie: student.cookie,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(500 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode, body });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: CHAT_MESSAGES.fileTooLarge, code: 'file_too_large' });
  });

  it.each<[string, Part[]]>([
    ['only a text field', [{ field: 'note', content: 'hello' }]],
    ['a file in another field', [{ field: 'attachment', fileName: 'a.pdf', type: 'application/pdf', content: PDF }]],
    ['an empty file', [{ field: 'file', fileName: 'empty.pdf', type: 'application/pdf', content: '' }]],
  ])('when the form has %s, then 400 "attach one file"', async (_case, parts) => {
    const res = await upload(newStudent(), parts);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: CHAT_MESSAGES.noFile, code: 'no_file' });
  });

  it('when the body is not multipart at all, then 400 "attach one file"', async () => {
    const res = await api().post('/api/uploads').set('Cookie', newStudent().cookie).send({ file: 'x' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: CHAT_MESSAGES.noFile, code: 'no_file' });
  });

  it.each([
    ['an HTML page', 'page.html', 'text/html', HTML],
    ['a program', 'setup.exe', 'application/x-msdownload', Buffer.from('MZ\x90\0\x03')],
    ['an SVG image (it can carry script)', 'logo.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')],
    ['HTML that says it is a PDF', 'lesson.pdf', 'application/pdf', HTML],
    ['a JPEG that says it is a PNG', 'photo.png', 'image/png', JPEG],
    ['binary data that says it is text', 'notes.txt', 'text/plain', Buffer.from([0x4d, 0x5a, 0x00, 0x01])],
  ])('when the file is %s, then 415 "type not allowed" and nothing is stored', async (_case, name, type, content) => {
    const student = newStudent();

    const res = await uploadFile(student, name, type, content);

    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: CHAT_MESSAGES.fileTypeNotAllowed, code: 'file_type_not_allowed' });
    expect(await db.filesCountOf(student.id)).toBe(0);
  });

  it.each([
    ['HTML called text', 'notes.html', 'text/plain', HTML],
    [
      'HTML called text with a harmless name',
      'notes.txt',
      'text/plain',
      Buffer.from('Compiti\n<html><script>x</script>'),
    ],
    ['an SVG with script called text', 'diagram.svg', 'text/plain', Buffer.from('<svg onload="alert(1)"/>')],
    [
      'an SVG called text behind an XML prolog',
      'diagram.txt',
      'text/plain',
      Buffer.from('<?xml version="1.0"?>\n<svg/>'),
    ],
  ])(
    'when the file is %s, then 415 "type not allowed": markup never passes as text',
    async (_case, name, type, content) => {
      const student = newStudent();

      const res = await uploadFile(student, name, type, content);

      expect(res.status).toBe(415);
      expect(res.body.code).toBe('file_type_not_allowed');
      expect(await db.filesCountOf(student.id)).toBe(0);
    },
  );

  it.each([
    [
      'a script of text',
      'lesson-notes.bat',
      'text/plain',
      Buffer.from('Esercizi per giovedì\n'),
      'lesson-notes.bat.txt',
    ],
    ['an HTML application that is a PDF', 'grades.hta', 'application/pdf', PDF, 'grades.hta.pdf'],
    ['a PDF whose name ends in a dot', 'lesson.exe.', 'application/pdf', PDF, 'lesson.exe.pdf'],
    ['a JPEG with no extension', 'foto', 'image/jpeg', JPEG, 'foto.jpg'],
    ['a JPEG called .jpeg in capitals', 'FOTO.JPEG', 'image/jpeg', JPEG, 'FOTO.JPEG'],
  ])(
    'when the file is %s, then it is stored and downloaded under a name ending in its type',
    async (_case, name, type, content, storedName) => {
      const student = newStudent();

      const res = await uploadFile(student, name, type, content);
      const file = await download(student, res.body.fileUrl);

      expect(res.status).toBe(201);
      expect(res.body.fileName).toBe(storedName);
      expect(file.headers['content-disposition']).toContain(`filename="${storedName}"`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('when a file that is not an image is fetched, then it downloads as an attachment', async () => {
    const student = newStudent();
    const { fileUrl } = await uploaded(student, 'lesson-notes.bat', 'text/plain', Buffer.from('Esercizi\n'));

    const res = await download(student, fileUrl);

    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lesson-notes\.bat\.txt"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when the browser names no type, then the extension decides and the bytes must agree', async () => {
    const student = newStudent();

    const pdf = await uploadFile(student, 'lesson.pdf', 'application/octet-stream', PDF);
    const fake = await uploadFile(student, 'lesson.pdf', 'application/octet-stream', HTML);

    expect(pdf.status).toBe(201);
    const file = await download(student, pdf.body.fileUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(fake.status).toBe(415);
  });

  it('when nobody is signed in, then 401 and nothing is read', async () => {
    const res = await upload(undefined, [{ field: 'file', fileName: 'a.pdf', type: 'application/pdf', content: PDF }]);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });
});

describe('GET /api/files/:id', () => {
  it('when a PDF is fetched, then it downloads as an attachment, unsniffed and privately cached', async () => {
    const student = newStudent();
    const { fileUrl } = await uploaded(student, 'Lezione 1.pdf');

    const res = await download(student, fileUrl);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lezione 1.pdf"; filename*=UTF-8''Lezione%201.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private');
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
  });

  it('when an image is fetched, then it is shown inline', async () => {
    const student = newStudent();
    const { fileUrl } = await uploaded(student, 'foto.jpg', 'image/jpeg', JPEG);

    const res = await download(student, fileUrl);

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when the file name is hostile, then it is stored without folders or controls and the header stays safe', async () => {
    const student = newStudent();
    // ../../etc/"pass\r\nSet-Cookie: x=1" è.pdf, sent as RFC 5987 so every byte gets through.
    const hostile = '..%2F..%2Fetc%2F%22pass%0D%0ASet-Cookie%3A%20x%3D1%22%20%C3%A8.pdf';
    const res = await upload(student, [
      { field: 'file', fileName: 'ignored.pdf', fileNameStar: hostile, type: 'application/pdf', content: PDF },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('"passSet-Cookie: x=1" è.pdf');

    const file = await download(student, res.body.fileUrl);

    const disposition = file.headers['content-disposition'] as string;
    expect(file.headers['set-cookie']).toBeUndefined();
    expect(disposition).toBe(
      `attachment; filename="_passSet-Cookie: x=1_ e.pdf"; filename*=UTF-8''_passSet-Cookie%3A%20x%3D1_%20%C3%A8.pdf`,
    );
    expect(disposition).not.toMatch(/[\r\n/]|\.\./);
  });

  describe('who may fetch a file', () => {
    const studentA = newStudent();
    const studentB = newStudent();
    const teacher = newTeacher();
    let attachedUrl: string;
    let unattachedUrl: string;

    beforeAll(async () => {
      const conversation = await conversationOf(studentA);
      attachedUrl = (await uploaded(studentA)).fileUrl;
      await attach(studentA, conversation, attachedUrl).expect(201);
      unattachedUrl = (await uploaded(studentA)).fileUrl;
    });

    const who = {
      'student A (the uploader)': () => studentA,
      'student B': () => studentB,
      'the teacher': () => teacher,
      'an anonymous caller': () => undefined,
    };
    type Who = keyof typeof who;

    it.each<[Who, number]>([
      ['student A (the uploader)', 200],
      ['the teacher', 200],
      ['student B', 404],
      ['an anonymous caller', 401],
    ])('when %s fetches a file sent in A’s conversation, then %i', async (caller, status) => {
      const res = await download(who[caller](), attachedUrl);

      expect(res.status).toBe(status);
    });

    it.each<[Who, number]>([
      ['student A (the uploader)', 200],
      ['the teacher', 404],
      ['student B', 404],
      ['an anonymous caller', 401],
    ])('when %s fetches a file A uploaded but has not sent, then %i', async (caller, status) => {
      const res = await download(who[caller](), unattachedUrl);

      expect(res.status).toBe(status);
    });

    it.each([
      ['an unknown id', () => `/api/files/${randomUUID()}`],
      ['a malformed id', () => '/api/files/not-a-uuid'],
    ])('when the id is %s, then 404', async (_case, url) => {
      const res = await download(teacher, url());

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: SERVER_MESSAGES.notFound, code: 'not_found' });
    });
  });
});

describe('sending a file in a message', () => {
  it('when a student sends their upload, then the message is a file_upload with the stored name and size', async () => {
    const student = newStudent();
    const conversation = await conversationOf(student);
    const file = await uploaded(student, 'compiti.pdf');

    const res = await attach(student, conversation, file.fileUrl, { fileName: 'other.exe', fileSize: 1 });

    expect(res.status).toBe(201);
    expect(MessageSchema.parse(res.body)).toMatchObject({
      content: '',
      messageType: 'file_upload',
      fileUrl: file.fileUrl,
      fileName: 'compiti.pdf',
      fileSize: PDF.length,
    });
  });

  it('when a student sends someone else’s upload, or one already sent, then 400 "not yours"', async () => {
    const [owner, other] = [newStudent(), newStudent()];
    const [ownerConversation, otherConversation] = [await conversationOf(owner), await conversationOf(other)];
    const file = await uploaded(owner);

    const stolen = await attach(other, otherConversation, file.fileUrl);
    await attach(owner, ownerConversation, file.fileUrl).expect(201);
    const again = await attach(owner, ownerConversation, file.fileUrl);

    expect([stolen.status, again.status]).toEqual([400, 400]);
    expect([stolen.body.error, again.body.error]).toEqual([CHAT_MESSAGES.fileNotYours, CHAT_MESSAGES.fileNotYours]);
    expect((await download(other, file.fileUrl)).status).toBe(404);
  });

  it('when the teacher sends a file in a student’s conversation, then that student can fetch it', async () => {
    const [student, teacher] = [newStudent(), newTeacher()];
    const conversation = await conversationOf(student);
    const file = await uploaded(teacher, 'grammatica.pdf');

    await attach(teacher, conversation, file.fileUrl).expect(201);

    expect((await download(student, file.fileUrl)).status).toBe(200);
  });
});

describe('the sweep of unsent files', () => {
  it('when an upload was never sent for over an hour, then it is deleted; sent and recent ones stay', async () => {
    const student = newStudent();
    const conversation = await conversationOf(student);
    const [stale, sent, recent] = [await uploaded(student), await uploaded(student), await uploaded(student)];
    await attach(student, conversation, sent.fileUrl).expect(201);
    const idOf = (fileUrl: string) => fileUrl.split('/').pop()!;

    await db.ageFiles([idOf(stale.fileUrl), idOf(sent.fileUrl)], 61);

    await eventually(async () => (await download(student, stale.fileUrl)).status === 404);
    expect((await download(student, sent.fileUrl)).status).toBe(200);
    expect((await download(student, recent.fileUrl)).status).toBe(200);
  });
});
