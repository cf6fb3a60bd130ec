import type { UploadFile, UploadProps } from 'antd';
import { useState } from 'react';
import { photographUrls } from './photograph-urls.ts';

/** What an upload resolves to: the key its thumbnail is read from, and the version for caches. */
interface Uploaded {
  readonly key: string;
  readonly version: string;
}

/** An upload Storage took, with the signed URL its thumbnail is drawn from (when it gave one). */
interface Shown extends Uploaded {
  readonly url?: string;
}

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<Uploaded>;

/**
 * An antd Upload's file list driven by `upload`: each file's progress bar follows the bytes sent,
 * a refusal stays on its file with its message, a file Storage took shows its thumbnail from
 * Storage, and `onDone` runs after each success. antd's own preview draws the picture from a
 * blob: address, which the page's img-src does not allow, and would decode a file Storage may yet
 * refuse (a decompression bomb): it is turned off.
 */
export function useUploadList(upload: Upload, onDone: () => void) {
  const [fileList, setFileList] = useState<UploadFile<Shown>[]>([]);
  const onChange: UploadProps<Shown>['onChange'] = (info) =>
    setFileList(
      info.fileList.map((file) =>
        file.status === 'done' && file.response?.url ? { ...file, thumbUrl: file.response.url } : file,
      ),
    );
  const customRequest: UploadProps<Shown>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload(file as File, (percent) => onProgress?.({ percent }))
      .then(async (result): Promise<Shown> => {
        // The bucket is private: the thumbnail needs a signed URL. Without one the upload still
        // succeeded; the library below shows the photograph.
        const url = (await photographUrls([result]).catch(() => null))?.get(result.key);
        return url ? { ...result, url } : result;
      })
      .then((shown) => {
        onSuccess?.(shown);
        onDone();
      })
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };
  const previewFile = () => Promise.resolve('');
  return { fileList, onChange, customRequest, previewFile };
}
