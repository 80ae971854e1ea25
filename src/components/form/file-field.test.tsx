import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { expectNoAxeViolations } from '../../test/axe';
import { renderForm } from '../../test/form';
import { FileField } from './file-field';
import { Form } from './form';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ file: z.optional(z.custom<FileList>()) });

/** A form whose picker refuses anything but a .csv file, as the import page does. */
const Harness = ({ onChoose }: { onChoose: (file: File) => Promise<unknown> }) => {
  const form = useSchemaForm(schema, {});
  return (
    <Form form={form} onSubmit={() => {}} aria-label="Import">
      <FileField
        name="file"
        label="CSV file"
        hint="Checked as soon as you choose it."
        onChoose={(file) => {
          if (file.name.endsWith('.csv')) void onChoose(file);
          else
            form.setError(
              'file',
              { message: `${file.name} is not a CSV file.` },
              { shouldFocus: true },
            );
        }}
      />
    </Form>
  );
};

const setUp = () =>
  renderForm((onChoose: (file: File) => Promise<unknown>) => <Harness onChoose={onChoose} />);
const picker = () => screen.getByLabelText('CSV file');

describe('<FileField />', () => {
  it('is a labelled, described picker that hands over the chosen file and shows its name', async () => {
    const { user, onSubmit: onChoose, container } = setUp();
    await expectNoAxeViolations(container);
    // The browser's own "Choose File" speaks the browser's language: the app's words stand in.
    expect(picker()).toHaveAccessibleName('CSV file Choose a file');
    expect(picker()).toHaveClass('sr-only');
    expect(screen.getByText('Choose a file')).toBeVisible();
    expect(picker()).toHaveAccessibleDescription(
      'Checked as soon as you choose it. No file chosen',
    );
    const file = new File(['url\nhttps://example.com'], 'spring.csv', { type: 'text/csv' });
    await user.upload(picker(), file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByText('Chosen file: spring.csv')).toBeVisible();
    expect(picker()).toHaveAccessibleDescription(
      'Checked as soon as you choose it. Chosen file: spring.csv',
    );
    await expectNoAxeViolations(container);
  });

  it('shows a message put on it under the picker, marks it invalid and focuses it', async () => {
    const { user, onSubmit: onChoose } = setUp();
    await user.upload(picker(), new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(
      'Checked as soon as you choose it. logo.png is not a CSV file. Chosen file: logo.png',
    );
    expect(picker()).toHaveFocus();
  });
});
