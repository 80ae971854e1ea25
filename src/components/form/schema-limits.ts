import { formSchemas } from './field-shell';

/** What of a zod schema the limits are read from (zod's own definition, no React). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      innerType?: SchemaNode;
      in?: SchemaNode;
      out?: SchemaNode;
      options?: SchemaNode[];
      checks?: { _zod: { def: { check: string; maximum?: number } } }[];
    };
  };
}

const maxLengthOf = (node: SchemaNode | undefined, path: string[]): number | undefined => {
  if (!node) return undefined;
  const { def } = node._zod;
  if (def.type === 'object')
    return path.length ? maxLengthOf(def.shape?.[path[0]], path.slice(1)) : undefined;
  if (def.innerType) return maxLengthOf(def.innerType, path);
  // A pipe that starts with a transform (a form's own values → the shared schema) checks after it.
  if (def.in) return maxLengthOf(def.in, path) ?? maxLengthOf(def.out, path);
  if (def.options) {
    const limits = def.options
      .map((option) => maxLengthOf(option, path))
      .filter((n) => n !== undefined);
    return limits.length ? Math.max(...limits) : undefined;
  }
  if (path.length) return undefined;
  return def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;
};

/**
 * The most characters the form's schema allows in a field (`description`, `wifi.pass`), so
 * every form's text fields count against the same limit the server checks.
 */
export const fieldMaxLength = (control: object, name: string) =>
  maxLengthOf(formSchemas.get(control) as SchemaNode | undefined, name.split('.'));
