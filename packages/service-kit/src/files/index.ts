export { readUpload, type Upload } from './multipart';
export { acceptUpload, createUploadLimits, takeUploadRoom, type AcceptedUpload, type UploadLimits } from './uploads';
export { type AllowedType } from './file-types';
export { sendStoredFile } from './send-file';
export { scheduleUploadSweep, UNUSED_UPLOAD_TTL_MS } from './sweep';
