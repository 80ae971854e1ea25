import {
  domainCreateSchema,
  domainUpdateSchema,
  type DomainCreateInput,
  type DomainUpdateInput,
} from '../../api/domains';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { UrlField } from '../../components/form/text-field';
import type { CreateOrEditProps } from '../../components/form/form';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { ADD_DOMAIN, EDIT_REDIRECTS } from './messages';

type DomainFormProps = CreateOrEditProps<
  DomainCreateInput,
  DomainUpdateInput,
  {
    /** The domain's address is fixed once added: the API cannot change it. */
    domain: string;
    defaultValues: Required<DomainUpdateInput>;
  }
>;

type CreateProps = Extract<DomainFormProps, { mode: 'create' }>;
type EditProps = Extract<DomainFormProps, { mode: 'edit' }>;

const RedirectFields = () => {
  const t = useT();
  return (
    <>
      <UrlField
        name="redirectroot"
        label={t({ defaultMessage: 'Root redirect' })}
        placeholder="https://www.example.com"
        hint={t({
          defaultMessage: "Where visitors of the domain's home page go. Empty means no redirect.",
        })}
      />
      <UrlField
        name="redirect404"
        label={t({ defaultMessage: '404 redirect' })}
        placeholder="https://www.example.com/not-found"
        hint={t({
          defaultMessage:
            "Where visitors of an unknown short link go. Empty means the service's own 404 page.",
        })}
      />
    </>
  );
};

const CreateDomainForm = ({ onSubmit, onCancel }: CreateProps) => {
  const t = useT();
  const form = useSchemaForm(domainCreateSchema, { domain: '', redirectroot: '', redirect404: '' });
  const submit = sendOrShowServerErrors(
    form.setError,
    ['domain', 'redirectroot', 'redirect404'],
    onSubmit,
  );
  return (
    <Form form={form} onSubmit={submit} aria-label={t({ defaultMessage: 'Add a domain' })}>
      <UrlField
        name="domain"
        label={t({ defaultMessage: 'Domain', description: 'the label of the domain name field' })}
        placeholder="go.example.com"
        isRequired
        hint={t({
          defaultMessage:
            'Its name, like go.example.com, without a port (https:// is added; capitals and a final dot are dropped). Point its DNS at the link service before adding it.',
        })}
      />
      <RedirectFields />
      <FormActions onCancel={onCancel} submitLabel={t(ADD_DOMAIN)} />
    </Form>
  );
};

/** The address is fixed once added; the strict update schema checks the two redirects. */
const EditDomainForm = ({ domain, defaultValues, onSubmit, onCancel }: EditProps) => {
  const t = useT();
  const form = useSchemaForm(domainUpdateSchema, defaultValues);
  const submit = sendOrShowServerErrors(form.setError, ['redirectroot', 'redirect404'], onSubmit);
  return (
    <Form form={form} onSubmit={submit} aria-label={t(EDIT_REDIRECTS)}>
      <p className="text-sm">
        <span className="font-medium">
          {t({ defaultMessage: 'Domain:', description: 'before the domain’s name' })}
        </span>{' '}
        <span className="break-all">{domain}</span>
      </p>
      <RedirectFields />
      <FormActions
        onCancel={onCancel}
        submitLabel={t({ defaultMessage: 'Save redirects', description: 'the button' })}
      />
    </Form>
  );
};

/**
 * One form to add a domain or edit its two redirects. Validation uses the shared input
 * schemas (the server's own rules); a server failure lands on the field or at the top and
 * leaves every typed value in place.
 */
export const DomainForm = (props: DomainFormProps) =>
  props.mode === 'create' ? <CreateDomainForm {...props} /> : <EditDomainForm {...props} />;
