import { useState, type FormEvent } from 'react';
import { useT } from '../../components/i18n/use-t';
import { StandaloneFileField } from '../../components/form/file-field';
import { StandaloneTextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { useJobEngine, type Job, type JobItem } from '../../resources/jobs';

/** The passwords of the rows still to send, read from the imported file chosen again. */
const passwordsInFile = async (file: File, missing: readonly JobItem[]) => {
  const { parseImport } = await import('./import-parse');
  const parsed = parseImport(await file.text());
  if (!parsed.ok) return { error: parsed.message, passwords: new Map<string, string>() };
  const byLine = new Map(parsed.rows.map((source) => [String(source.line), source.row]));
  const passwords = new Map<string, string>();
  for (const item of missing) {
    const row = byLine.get(item.key);
    // The same line and destination: the row the job was started with, not another file's.
    if (row?.password && row.url === item.row?.url) passwords.set(item.key, row.password);
  }
  return { error: undefined, passwords };
};

/**
 * A paused job whose rows set a link password this tab no longer holds (never stored on the
 * device, docs/decisions/0010-bulk-jobs.md): asks for it again before those rows are sent — the
 * password of a bulk "set password", or the imported file chosen again.
 */
export const JobPasswordPrompt = ({ job }: { job: Job }) => {
  const t = useT();
  const engine = useJobEngine({ load: false });
  const [error, setError] = useState<string>();
  const [password, setPassword] = useState('');
  const missing = engine && job.status === 'paused' ? engine.missingPasswords(job.id) : [];
  if (!engine || missing.length === 0) return null;

  const intro = (
    <p className="text-sm text-amber-800 dark:text-amber-200">
      {t(
        {
          defaultMessage:
            '{count, plural, one {This device never keeps link passwords: # row still to send sets one. Give it again to resume.} other {This device never keeps link passwords: # rows still to send set one. Give them again to resume.}}',
          description: 'a paused bulk job after a reload',
        },
        { count: missing.length },
      )}
    </p>
  );

  if (job.kind === 'import-links')
    return (
      <div className="space-y-2">
        {intro}
        <StandaloneFileField
          accept=".csv,.txt,text/csv,text/plain"
          label={t({ defaultMessage: 'Choose the imported file again' })}
          error={error}
          onChoose={async (file) => {
            const found = await passwordsInFile(file, missing);
            if (found.error) return setError(found.error);
            if (found.passwords.size < missing.length)
              return setError(
                t(
                  {
                    defaultMessage:
                      'This file does not hold the passwords of the rows still to send ({found, number} of {count, number} found). Choose the file you imported.',
                  },
                  { found: found.passwords.size, count: missing.length },
                ),
              );
            setError(undefined);
            engine.resumeWithPasswords(job.id, found.passwords);
          }}
        />
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t({ defaultMessage: 'Enter the password to set.' }));
    setError(undefined);
    setPassword('');
    engine.resumeWithPasswords(job.id, new Map(missing.map((item) => [item.key, password])));
  };
  return (
    <form className="space-y-2" onSubmit={submit} noValidate>
      {intro}
      <StandaloneTextField
        type="password"
        autoComplete="new-password"
        label={t({ defaultMessage: 'The password to set' })}
        value={password}
        error={error}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <Button size="sm" variant="primary" type="submit">
        {t({ defaultMessage: 'Resume with this password' })}
      </Button>
    </form>
  );
};
