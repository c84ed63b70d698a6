import * as z from 'zod';

/** Parses a Lambda's environment once, at module load, so a missing variable fails the cold start loudly. */
export const parseEnv = <T extends z.ZodRawShape>(shape: T): z.infer<z.ZodObject<T>> => {
  const result = z.object(shape).safeParse(process.env);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid Lambda environment: ${names}`);
  }
  return result.data;
};

export const tableEnv = { TABLE_NAME: z.string().min(1) };
