import { z } from 'zod/mini';
import { readAccountData, writeAccountData } from '../../lib/account-storage';
import { utmTemplateSchema, type UtmTemplate } from './utm';

const NAME = 'utm-templates';

/** Kept per account on this device until sign-out; none without an account scope. */
export const readUtmTemplates = (scope: string | null): UtmTemplate[] => {
  if (!scope) return [];
  const parsed = z.array(utmTemplateSchema).safeParse(readAccountData(scope, NAME));
  return parsed.success ? parsed.data : [];
};

export const writeUtmTemplates = (scope: string | null, templates: UtmTemplate[]): void => {
  if (scope) writeAccountData(scope, NAME, templates);
};
