import { Modal } from 'antd';

interface ConfirmDeleteProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The one confirmation every permanent delete goes through. */
export function ConfirmDelete({
  open,
  title,
  description,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Delete"
      okButtonProps={{ danger: true, loading: pending }}
      cancelText="Cancel"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{description}</p>
    </Modal>
  );
}
