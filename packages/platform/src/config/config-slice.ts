import { z } from 'zod';

/**
 * One package's part of the product's configuration: its variables by their
 * environment names (each documented in `configDocs`) and the rules between
 * them. Engine packages own theirs; the product composes them into the one
 * schema `loadConfig` reads at boot.
 */
export interface ConfigSlice<Shape extends z.core.$ZodShape> {
  readonly shape: Shape;
  /** Rules that tie the slice's variables together; each problem is an issue on the variable to fix. */
  check(config: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx): void;
}

/** A slice from its variables and (optionally) the rules between them. */
export function defineConfigSlice<Shape extends z.core.$ZodShape>(
  shape: Shape,
  check: (config: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => void = () => {},
): ConfigSlice<Shape> {
  return { shape, check };
}

/** The slices' shapes as one, as `composeConfigSchema` spreads them. */
type ComposedShape<Slices extends readonly ConfigSlice<z.core.$ZodShape>[]> = Slices extends readonly [
  { readonly shape: infer First extends z.core.$ZodShape },
  ...infer Rest extends readonly ConfigSlice<z.core.$ZodShape>[],
]
  ? First & ComposedShape<Rest>
  : Record<never, never>;

/**
 * One schema of the slices' variables, in their order (the order of the
 * documentation, and of the first problem a bad configuration reports); the
 * slices' rules run after the variables parse, in the same order. A variable
 * in two slices is a programming error.
 */
export function composeConfigSchema<const Slices extends readonly ConfigSlice<z.core.$ZodShape>[]>(...slices: Slices) {
  const shape: Record<string, z.core.$ZodType> = {};
  for (const slice of slices) {
    for (const [name, field] of Object.entries(slice.shape)) {
      if (name in shape) throw new Error(`${name} is in two configuration slices`);
      shape[name] = field;
    }
  }
  const schema = z.object(shape).superRefine((config, context) => {
    for (const slice of slices) slice.check(config, context);
  });
  // The shapes spread above are the slices' own: the object's type is theirs, not the loose one `shape` was built in.
  return schema as unknown as z.ZodObject<ComposedShape<Slices>>;
}
