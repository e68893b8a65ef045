import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

/** Sends one picture as multipart/form-data; the server checks it and keeps a 200x200 thumbnail. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  // The browser sets the multipart boundary itself: the body goes out as the FormData it is.
  return unwrapData(api.POST('/api/images', { body: form as never, bodySerializer: () => form }));
}

export type UploadedImage = Awaited<ReturnType<typeof uploadImage>>;

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
