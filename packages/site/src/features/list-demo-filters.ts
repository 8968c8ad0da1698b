/** The demo section's filter tabs: each distinct `extraInfo`, in the order the videos first use it. */
export function listDemoFilters(videoList: readonly { extraInfo: string }[]): string[] {
  return [...new Set(videoList.map((item) => item.extraInfo))];
}
