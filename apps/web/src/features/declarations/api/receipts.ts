import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

/** `POST /v1/order/upload-goods-image`: the image kept for the customer, and where it is read (`data.res_url`). */
export function useUploadReceipt() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const { data } = await apiRequest<{ resUrl: string }>('/v1/order/upload-goods-image', {
        method: 'POST',
        multipart: body,
      });
      return data.resUrl;
    },
  });
}

/**
 * A receipt image for an <img>: the route needs the customer's token, which an image request does
 * not send, so the bytes are fetched once and shown from a blob URL. A receipt never changes, so
 * the URL lives as long as the page (at most three images an item).
 */
export function useReceiptImage(resUrl: string) {
  const path = resUrl.replace(/^\/api/, '');
  return useQuery({
    queryKey: ['receipts', path],
    queryFn: async () => URL.createObjectURL(await apiDownload(path)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
