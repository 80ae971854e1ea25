import type { ReactNode } from 'react';

/** The row of buttons under a form; stacks on phones with the primary action on top. */
export const FormActions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">{children}</div>
);
