const BOARD_NAMES: Record<string, string> = {
  greenhouse: "Greenhouse board",
  lever: "Lever board",
  ashby: "Ashby board",
  recruitee: "Recruitee board",
  workable: "Workable board",
  jsonld: "careers page",
};

/** Where a collected job comes from, as the employer knows it: 'Greenhouse board', 'careers page'. */
export function sourceBoardName(type: string): string {
  return BOARD_NAMES[type] ?? `${type} board`;
}
