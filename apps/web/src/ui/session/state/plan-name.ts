/** Plan names as stored, translated: the `plans` strings of the app shell. */
export type PlanNames = Record<string, string>;

/** A plan's name in the UI's language ('Free' → '免费版'); a plan the strings do not know keeps its stored name. */
export function translatePlanName(plan: string, names: PlanNames): string {
  return names[plan] ?? plan;
}
