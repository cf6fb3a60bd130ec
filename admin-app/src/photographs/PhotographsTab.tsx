import type { ToastText } from '@safari/shared-domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { type ReactElement, useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { usePhotographUrls } from './photograph-urls.ts';
import {
  addPhotograph,
  altTextProblem,
  deletePhotograph,
  describePhotograph,
  fetchPhotographs,
  kindName,
  type Photograph,
  replacePhotograph,
} from './photographs-service.ts';
import { useUploadList } from './useUploadList.ts';

// The Photographs tab (issue 38): staff drop or pick several photographs, each with its own
// progress bar; the library shows every photograph as a thumbnail with its alt text, which a
// tour may use only once given; a photograph is replaced under the same key, and deleted only
// when no tour shows it (the database names the tours otherwise).

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const LOAD_FAILED: ToastText = {
  title: 'Error loading photographs',
  description: 'The photograph library could not be loaded.',
  destructive: true,
};

function fileSize(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function failure(title: string, error: unknown): ToastText {
  return { title, description: error instanceof Error ? error.message : String(error), destructive: true };
}

/** The message under a file that failed, visible (antd only puts it in a tooltip). */
function withMessage(node: ReactElement, file: UploadFile<unknown>) {
  const message = file.status === 'error' ? (file.error as Error | undefined)?.message : undefined;
  return (
    <div data-testid="upload-item" data-status={file.status}>
      {node}
      {message ? (
        <p role="alert" className="m-0 mt-1 text-sm text-red-700">
          {file.name}: {message}
        </p>
      ) : null}
    </div>
  );
}

export default function PhotographsTab() {
  const queryClient = useQueryClient();
  const library = useQuery({ queryKey: queryKeys.photographs, queryFn: fetchPhotographs });
  useLoadFailureToast(library, LOAD_FAILED);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.photographs });
  const urls = usePhotographUrls(library.data ?? []);
  const uploads = useUploadList(async (file, onProgress) => {
    const added = await addPhotograph(file, onProgress);
    return { key: added.key, version: added.created_at };
  }, refresh);

  return (
    <section aria-labelledby="photographs-heading" className="flex flex-col gap-4">
      <Typography.Title level={2} id="photographs-heading" className="!mb-0">
        Photographs
      </Typography.Title>
      <Typography.Paragraph className="!mb-0 text-gray-600">
        JPEG, PNG, WebP or AVIF, up to 20 MB and 40 megapixels each. Give each photograph alt text (what it
        shows, for people who cannot see it) before choosing it for a tour.
      </Typography.Paragraph>
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        listType="picture"
        {...uploads}
        showUploadList={{ showRemoveIcon: true }}
        itemRender={withMessage}
      >
        <p className="m-0 px-2 text-base font-medium">Drop photographs here, or click to choose them</p>
        <p className="m-0 px-2 text-sm text-gray-500">Several at once; each shows its own progress.</p>
      </Upload.Dragger>

      <Typography.Title level={3} className="!mb-0">
        Library
      </Typography.Title>
      {library.isPending ? (
        <Skeleton active />
      ) : (library.data ?? []).length === 0 ? (
        <Empty description="No photographs yet" />
      ) : (
        <ul
          className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Library"
        >
          {(library.data ?? []).map((photograph) => (
            <li key={photograph.key}>
              <PhotographCard photograph={photograph} url={urls.get(photograph.key)} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotographCard({
  photograph,
  url,
  onChanged,
}: {
  photograph: Photograph;
  /** Its signed URL, once Storage has given one. */
  url: string | undefined;
  onChanged: () => void;
}) {
  const [alt, setAlt] = useState(photograph.alt_text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const replacing = useUploadList(
    (file, onProgress) => replacePhotograph(photograph, file, onProgress),
    onChanged,
  );
  const described = photograph.alt_text !== null;
  const name = photograph.alt_text ?? `Photograph ${photograph.key.slice(0, 8)} (no alt text yet)`;

  const save = async () => {
    const wrong = altTextProblem(alt);
    setProblem(wrong);
    if (wrong) return;
    setSaving(true);
    try {
      await describePhotograph(photograph.key, alt);
      setAlt(alt.trim());
      notify({ title: 'Alt text saved', description: alt.trim() });
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deletePhotograph(photograph.key);
      notify({ title: 'Photograph deleted', description: name });
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      notify(failure('Photograph not deleted', error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="photograph-card"
      data-key={photograph.key}
      aria-label={name}
      role="group"
      cover={
        url ? (
          <img
            src={url}
            alt={photograph.alt_text ?? ''}
            width={photograph.width}
            height={photograph.height}
            loading="lazy"
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[3/2] w-full bg-gray-100" aria-hidden="true" />
        )
      }
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <span>
            {photograph.width} × {photograph.height} · {kindName(photograph.content_type)} ·{' '}
            {fileSize(photograph.bytes)}
          </span>
          {described ? null : <Tag color="warning">Needs alt text</Tag>}
        </div>
        <label htmlFor={`alt-${photograph.key}`} className="text-sm font-medium">
          Alt text
        </label>
        <Input.TextArea
          id={`alt-${photograph.key}`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={300}
          status={problem ? 'error' : undefined}
          placeholder="What the photograph shows"
        />
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save()}
            disabled={alt === (photograph.alt_text ?? '')}
          >
            Save alt text
          </Button>
          <Upload accept={photograph.content_type} {...replacing} itemRender={withMessage} maxCount={1}>
            <Button>Replace</Button>
          </Upload>
          <Popconfirm
            title="Delete this photograph?"
            description="It is refused while a tour shows it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove()}
          >
            <Button danger loading={deleting}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      </div>
    </Card>
  );
}
