export { readUpload, type Upload } from './multipart';
export { acceptUpload, createUploadLimits, takeUploadRoom, type AcceptedUpload, type UploadLimits } from './uploads';
export { type AllowedType } from './file-types';
export { sendStoredFile } from './send-file';
