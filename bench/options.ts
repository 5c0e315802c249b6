/** A benchmark's command line: `--name value` options, and the arguments left once they are taken. */
export function commandLine(argv: readonly string[] = process.argv.slice(2)) {
  const rest = [...argv];
  return {
    /** The value after `name` (both are taken out of `rest`), or undefined when `name` is absent. */
    option(name: string): string | undefined {
      const i = rest.indexOf(name);
      return i >= 0 ? rest.splice(i, 2)[1] : undefined;
    },
    /** Whether `name` is given (it is taken out of `rest`). */
    flag(name: string): boolean {
      const i = rest.indexOf(name);
      if (i >= 0) rest.splice(i, 1);
      return i >= 0;
    },
    /** The arguments no option or flag took, in order. */
    rest,
  };
}
