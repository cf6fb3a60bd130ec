import { CATALOGUE_TOASTS } from '@safari/shared-domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { announceWhenLive } from './pages-follow.ts';
import { CatalogueError, publish } from './tours-service.ts';

/** Publish: the drafts become the next numbered version, with a note for the history. */
export function PublishButton({ pending }: { readonly pending: number }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: publish,
    onSuccess: (version) => {
      notify(CATALOGUE_TOASTS.published(version));
      void announceWhenLive(version);
      setOpen(false);
      setNote('');
    },
    onError: (error) => {
      if (!(error instanceof CatalogueError)) console.error(error);
      setRefusal(error instanceof CatalogueError ? error.message : 'The catalogue was not published.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
  });

  const submit = () => {
    const text = note.trim();
    if (text === '') {
      setNoteError('Write what changed, for the history');
      return;
    }
    setNoteError(null);
    run.mutate(text);
  };

  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        Publish{pending > 0 ? ` (${pending} changed)` : ''}
      </Button>
      <Modal
        open={open}
        title="Publish the catalogue"
        okText="Publish"
        onOk={submit}
        confirmLoading={run.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>Every visible draft becomes the next version; travellers see it within a minute.</p>
        {refusal ? <Alert className="!mb-3" type="error" showIcon role="alert" title={refusal} /> : null}
        <Form layout="vertical" component={false}>
          <Form.Item
            label="Note for the history"
            htmlFor="publish-note"
            validateStatus={noteError ? 'error' : undefined}
            help={noteError}
          >
            <Input.TextArea
              id="publish-note"
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
