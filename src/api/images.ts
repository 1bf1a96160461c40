import { api } from './client.ts';
import type { StoredImage } from '../contracts/banners.ts';

/** Stores a picture (the raw file, checked again by the server) and answers where it is served. */
export const uploadImage = (file: File) => api.post<StoredImage>('/api/image/Upload', file, { silent: true, noDialog: true });

/** Where a stored picture is served (what an <img> shows). */
export const storedImageUrl = (imageId: string) => `/api/image/${imageId}`;
