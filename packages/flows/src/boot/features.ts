/**
 * Spec §6: the feature toggles come from the settings tree (modId nodes, `enabled` '1' is on, a child only when its
 * parents are on), then from the whitelabel flags of the permission call; the merchant folder's values are only the
 * defaults for a switch the server names in neither. Spec §2 `loginedToHomePage` is a site setting: a whitelabel flag.
 */
import { FEATURE_MOD_IDS, type SiteFeature, type SiteFeatures } from '@wl/rules';

export { FEATURE_MOD_IDS, type SiteFeature, type SiteFeatures };

/** A settings tree node as the settings call answers it. */
export interface SettingsTreeNode {
  modId: string;
  enabled: string;
  childrenNodes: readonly SettingsTreeNode[];
}

/** The toggles' nodes that are in effect or not: each node with its parents all on ('1'). */
function nodesInEffect(tree: readonly SettingsTreeNode[]): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const walk = (nodes: readonly SettingsTreeNode[], parentsOn: boolean) => {
    for (const node of nodes) {
      const on = parentsOn && node.enabled === '1';
      found.set(node.modId, on);
      walk(node.childrenNodes, on);
    }
  };
  walk(tree, true);
  return found;
}

/**
 * Every toggle: the tree's node when the tree has it, else the whitelabel flag of the same name, else the default.
 * `tree` null: the settings call failed, so the flags and the defaults decide.
 */
export function siteFeatures(
  tree: readonly SettingsTreeNode[] | null,
  whitelabel: Readonly<Record<string, boolean | undefined>>,
  defaults: SiteFeatures,
): SiteFeatures {
  const nodes = nodesInEffect(tree ?? []);
  const features = { ...defaults };
  for (const feature of Object.keys(defaults) as SiteFeature[]) {
    const modId = (FEATURE_MOD_IDS as Partial<Record<SiteFeature, string>>)[feature];
    const fromTree = modId === undefined ? undefined : nodes.get(modId);
    features[feature] = fromTree ?? whitelabel[feature] ?? defaults[feature];
  }
  return features;
}
