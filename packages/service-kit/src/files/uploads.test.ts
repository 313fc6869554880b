import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@lezioni/contracts';
import { closeRedis, createRedis, whenRedisConnected, type Redis } from '../redis';
import { silentLogger, testRedisUrl } from '../testing';
import { acceptUpload, createUploadLimits, takeUploadRoom, type UploadLimits } from './uploads';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('acceptUpload', () => {
  it('when a PDF comes with a path and another extension, then it is accepted under a safe PDF name', () => {
    const accepted = acceptUpload({ fileName: '../../grades.hta', declaredType: 'application/pdf', bytes: PDF });

    expect(accepted).toEqual({ name: 'grades.hta.pdf', contentType: 'application/pdf', bytes: PDF });
  });

  it('when the file is empty, then 400 "attach one file"', () => {
    const upload = { fileName: 'a.pdf', declaredType: 'application/pdf', bytes: Buffer.alloc(0) };

    expect(() => acceptUpload(upload)).toThrow(
      expect.objectContaining({ code: 'no_file', status: 400, message: UPLOAD_MESSAGES.noFile }),
    );
  });

  it('when HTML is called a PDF, then 415 with the types that are taken', () => {
    const upload = { fileName: 'a.pdf', declaredType: 'application/pdf', bytes: Buffer.from('<html><script>') };

    expect(() => acceptUpload(upload)).toThrow(
      expect.objectContaining({
        code: 'file_type_not_allowed',
        status: 415,
        message: UPLOAD_MESSAGES.fileTypeNotAllowed,
      }),
    );
  });
});

describe("a user's upload limits", () => {
  let redis: Redis;
  let limits: UploadLimits;
  beforeAll(async () => {
    redis = createRedis(testRedisUrl(), silentLogger());
    await whenRedisConnected(redis);
    limits = createUploadLimits(redis, `test-uploads-${randomUUID().slice(0, 8)}`, {
      name: 'test-upload-bytes',
      uploadMbPerDay: 2,
      storedMb: 3,
    });
  });
  afterAll(() => closeRedis(redis));

  const rateLimited = expect.objectContaining({ code: 'rate_limited', status: 429 });

  it("when an upload would pass the bytes stored at once, then 429 and none of the day's budget is spent", async () => {
    const userId = randomUUID();

    await expect(takeUploadRoom(limits, userId, 3 * MB - 10, 20)).rejects.toEqual(rateLimited);

    await expect(takeUploadRoom(limits, userId, 0, 2 * MB)).resolves.toBeUndefined();
  });

  it("when the day's budget is spent, then 429 however little is stored, for that user only", async () => {
    const userId = randomUUID();
    await takeUploadRoom(limits, userId, 0, MB);
    await takeUploadRoom(limits, userId, 0, MB);

    await expect(takeUploadRoom(limits, userId, 0, 1)).rejects.toEqual(rateLimited);
    await expect(takeUploadRoom(limits, randomUUID(), 0, 1)).resolves.toBeUndefined();
  });
});
