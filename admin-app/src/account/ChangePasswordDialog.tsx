import { getAuthStore } from '@safari/shared-domain';
import type { ChangePasswordFormValues } from '@safari/shared-domain/forms';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { notify } from '../ui/notify.ts';
import { checkPasswordForm, type PasswordFormErrors } from './password-form.ts';

const EMPTY: ChangePasswordFormValues = { newPassword: '', confirmPassword: '' };
const PASSWORD_FIELDS = [
  { name: 'newPassword', label: 'New Password', id: 'admin-new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', id: 'admin-confirm-password' },
] as const;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<ChangePasswordFormValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const found = checkPasswordForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await getAuthStore().getState().updatePassword(values.newPassword);
    setSaving(false);
    if (outcome.notice) notify(outcome.notice);
    if (outcome.ok) close();
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      okText="Update Password"
      okButtonProps={{ loading: saving }}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        layout="vertical"
        onFinish={submit}
        component="form"
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {PASSWORD_FIELDS.map(({ name, label, id }) => (
          <Form.Item
            key={name}
            label={label}
            htmlFor={id}
            validateStatus={errors[name] ? 'error' : undefined}
            help={errors[name]}
          >
            <Input.Password
              id={id}
              autoComplete="new-password"
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              onPressEnter={submit}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
