import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../ui/notify.ts';

/** Makes a document's PDF in the browser and downloads it; says so when that fails. */
export function PdfButton({ label, name, make }: { label: string; name: string; make: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await make();
    } catch (error) {
      console.error('Making the PDF failed', error);
      notify({
        title: 'PDF not made',
        description: `${name} could not be drawn; please try again.`,
        destructive: true,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void download()} aria-label={`Download ${name} (PDF)`}>
      {label}
    </Button>
  );
}
