import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  domainCreateSchema,
  domainUpdateSchema,
  type DomainCreateInput,
  type DomainUpdateInput,
} from '../../api/domains';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';

export interface DomainFormValues {
  domain?: string;
  redirectroot: string;
  redirect404: string;
}

type DomainFormProps =
  | {
      mode: 'create';
      onSubmit: (input: DomainCreateInput) => Promise<unknown>;
      onCancel: () => void;
      defaultValues?: undefined;
    }
  | {
      mode: 'edit';
      /** The domain's address is fixed once added: the API cannot change it. */
      domain: string;
      defaultValues: { redirectroot: string; redirect404: string };
      onSubmit: (input: DomainUpdateInput) => Promise<unknown>;
      onCancel: () => void;
    };

/**
 * One form to add a domain or edit its two redirects. Validation uses the shared input
 * schemas (the server's own rules); a server failure lands on the field or at the top and
 * leaves every typed value in place.
 */
export const DomainForm = (props: DomainFormProps) => {
  const isCreate = props.mode === 'create';
  const form = useForm<DomainFormValues>({
    // The create schema has `domain`; the strict update schema must not see it.
    resolver: zodResolver(
      isCreate ? domainCreateSchema : domainUpdateSchema,
    ) as unknown as Resolver<DomainFormValues>,
    defaultValues: isCreate
      ? { domain: '', redirectroot: '', redirect404: '' }
      : {
          redirectroot: props.defaultValues.redirectroot,
          redirect404: props.defaultValues.redirect404,
        },
  });

  const submit = async (values: DomainFormValues) => {
    try {
      if (props.mode === 'create') await props.onSubmit(values as DomainCreateInput);
      else await props.onSubmit(values as DomainUpdateInput);
    } catch (error) {
      applyServerErrors(error, form.setError, ['domain', 'redirectroot', 'redirect404']);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={isCreate ? 'Add a domain' : 'Edit redirects'}>
      {props.mode === 'create' ? (
        <TextField
          name="domain"
          label="Domain"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://go.example.com"
          isRequired
          hint="The full address with http:// or https://. Point its DNS at the link service before adding it."
        />
      ) : (
        <p className="text-sm">
          <span className="font-medium">Domain:</span>{' '}
          <span className="break-all">{props.domain}</span>
        </p>
      )}
      <TextField
        name="redirectroot"
        label="Root redirect"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://www.example.com"
        hint="Where visitors of the domain's home page go. Empty means no redirect."
      />
      <TextField
        name="redirect404"
        label="404 redirect"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://www.example.com/not-found"
        hint="Where visitors of an unknown short link go. Empty means the service's own 404 page."
      />
      <FormActions
        onCancel={props.onCancel}
        submitLabel={isCreate ? 'Add domain' : 'Save redirects'}
      />
    </Form>
  );
};
