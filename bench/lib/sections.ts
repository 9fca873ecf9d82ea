/**
 * A part's sections to run: every one of `sections` when `list` (the part's `<PART>_SECTIONS`
 * variable, comma-separated) is unset or blank, else those it names, in the part's own order. A name
 * the part does not have stops the run, naming the variable and the part's sections.
 */
export function selectedSections<S extends string>(
  variable: string,
  sections: readonly S[],
  list: string | undefined,
): S[] {
  if (list === undefined || list.trim() === '') return [...sections];
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(sections as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${variable}: no section ${unknown.join(', ')} (sections: ${sections.join(', ')})`,
    );
  }
  return sections.filter((name) => names.includes(name));
}
