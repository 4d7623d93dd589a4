import type { AdMediationGroup } from '@growday/contracts/client';

/** A number in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/**
 * The mediation group to request (SH-ADS-07, SH-ADS-08): the group the debug cookie names when it
 * names one of these, else one drawn at random with probability ratio / sum of ratios. Groups of
 * ratio 0 are reachable only through the cookie. Null when there is nothing to draw.
 */
export function pickMediationGroup(
  groups: readonly AdMediationGroup[],
  random: RandomSource = Math.random,
  forcedGroupId?: string | null,
): AdMediationGroup | null {
  if (forcedGroupId) {
    const forced = groups.find((group) => group.id === forcedGroupId);
    if (forced) return forced;
  }
  const total = groups.reduce((sum, group) => sum + Math.max(0, group.ratio), 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const group of groups) {
    if (group.ratio <= 0) continue;
    if (point < group.ratio) return group;
    point -= group.ratio;
  }
  // Floating-point leftovers land on the last group that can be drawn.
  return [...groups].reverse().find((group) => group.ratio > 0) ?? null;
}
