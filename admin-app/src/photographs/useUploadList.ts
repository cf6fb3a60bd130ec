import type { UploadFile, UploadProps } from 'antd';
import { useState } from 'react';
import { photographUrl } from './photograph-upload.ts';

/** What an upload resolves to: the key its thumbnail is read from, and the version for caches. */
export interface Uploaded {
  readonly key: string;
  readonly version: string;
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
  const [fileList, setFileList] = useState<UploadFile<Uploaded>[]>([]);
  const onChange: UploadProps<Uploaded>['onChange'] = (info) =>
    setFileList(
      info.fileList.map((file) =>
        file.status === 'done' && file.response
          ? { ...file, thumbUrl: photographUrl(file.response.key, file.response.version) }
          : file,
      ),
    );
  const customRequest: UploadProps<Uploaded>['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    upload(file as File, (percent) => onProgress?.({ percent }))
      .then((result) => {
        onSuccess?.(result);
        onDone();
      })
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };
  const previewFile = () => Promise.resolve('');
  return { fileList, onChange, customRequest, previewFile };
}
