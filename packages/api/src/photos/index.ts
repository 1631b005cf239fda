export { PhotoService, type PhotoBatch } from './service';
export { DiskPhotoStore } from './disk-store';
export type { PhotoStore, EncodedPhoto } from './store';
export { UPLOADS_DIR, UPLOADS_PATH, parsePhotoFileName, photoFileName, type PhotoVariant } from './names';
export { PHOTO_REJECTIONS } from './rejections';
