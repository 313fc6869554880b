import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@lezioni/contracts';
import { createServiceApp } from '../app';
import { createRouter } from '../router';
import { silentLogger } from '../testing';
import { readUpload } from './multipart';
import { sendStoredFile } from './send-file';
import { acceptUpload, type AcceptedUpload } from './uploads';

/** A service storing uploads in memory the way a real one stores them in its schema. */
function fileService() {
  const stored = new Map<string, AcceptedUpload>();
  const router = createRouter();
  router.post('/api/uploads', async (req, res) => {
    const file = acceptUpload(await readUpload(req, res));
    const id = randomUUID();
    stored.set(id, file);
    res.status(201).json({ id, name: file.name });
  });
  router.get('/api/files/:id', (req, res) => {
    const file = stored.get(req.params.id)!;
    sendStoredFile(res, { name: file.name, contentType: file.contentType, bytes: file.bytes });
  });
  const { app } = createServiceApp({
    name: 'files-test',
    logger: silentLogger(),
    trustProxy: 'loopback',
    readiness: {},
    upstream: 'chat',
    router,
  });
  return { app, stored };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('readUpload and sendStoredFile in a service', () => {
  const { app, stored } = fileService();
  const upload = (name: string, type: string, content: Buffer) =>
    request(app).post('/api/uploads').attach('file', content, { filename: name, contentType: type });

  it('when a PDF is uploaded and fetched, then the same bytes come back as a download no browser runs', async () => {
    const sent = await upload('Lezione 3.pdf', 'application/pdf', PDF).expect(201);

    const res = await request(app).get(`/api/files/${sent.body.id}`).buffer(true);

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Lezione 3.pdf"; filename*=UTF-8''Lezione%203.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private',
    });
  });

  it('when an image is fetched, then it opens in the page', async () => {
    const sent = await upload('lavagna.png', 'image/png', PNG).expect(201);

    const res = await request(app).get(`/api/files/${sent.body.id}`);

    expect(res.headers['content-disposition']).toMatch(/^inline; filename="lavagna\.png"/);
  });

  // 10 MB through a multipart encoder and parser: over jest's 5 s on a busy 2-core machine (CI).
  const BIG_UPLOAD_MS = 30_000;

  it(
    'when the file is exactly the largest size, then it is taken',
    async () => {
      const res = await upload('notes.txt', 'text/plain', Buffer.alloc(UPLOAD_MAX_BYTES, 'a'));

      expect(res.status).toBe(201);
      expect(stored.get(res.body.id)?.bytes.length).toBe(UPLOAD_MAX_BYTES);
    },
    BIG_UPLOAD_MS,
  );

  it(
    'when the file is one byte larger, then 413 naming the largest size',
    async () => {
      const res = await upload('notes.txt', 'text/plain', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a'));

      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: UPLOAD_MESSAGES.fileTooLarge, code: 'file_too_large' });
    },
    BIG_UPLOAD_MS,
  );

  it('when the file comes in another field, then 400 "attach one file"', async () => {
    const res = await request(app).post('/api/uploads').attach('attachment', PDF, 'a.pdf');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.noFile, code: 'no_file' });
  });

  it('when a text file hides markup past its first 8 KB, then 415 and nothing is stored', async () => {
    const before = stored.size;

    const res = await upload('notes.txt', 'text/plain', Buffer.from(`${'a'.repeat(8_200)}<html><script>`));

    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.fileTypeNotAllowed, code: 'file_type_not_allowed' });
    expect(stored.size).toBe(before);
  });
});
