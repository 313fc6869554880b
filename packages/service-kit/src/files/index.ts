export { type Upload } from './multipart';
export { createUploadLimits, storeUpload, type UploadDeps, type UploadLimits } from './uploads';
export { type AllowedType } from './file-types';
export { createStoredFiles, toStoredFile, type StoredFile, type StoredFiles, type UploadsTable } from './stored-files';
export { openStoredFile } from './downloads';
export { downloadHandler, uploadHandler } from './file-routes';
export { scheduleUploadSweep, UNUSED_UPLOAD_TTL_MS } from './sweep';
