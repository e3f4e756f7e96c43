import * as RadixTabs from '@radix-ui/react-tabs';
import * as styles from './Tabs.css';

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

function TabsRoot({ className, ...props }: RadixTabs.TabsProps) {
  return <RadixTabs.Root {...props} className={withClass(styles.root, className)} />;
}

/** Give it an `aria-label` when nothing visible names the set of tabs. */
function TabsList({ className, ...props }: RadixTabs.TabsListProps) {
  return <RadixTabs.List {...props} className={withClass(styles.list, className)} />;
}

function TabsTrigger({ className, ...props }: RadixTabs.TabsTriggerProps) {
  return <RadixTabs.Trigger {...props} className={withClass(styles.trigger, className)} />;
}

function TabsContent({ className, ...props }: RadixTabs.TabsContentProps) {
  return <RadixTabs.Content {...props} className={withClass(styles.content, className)} />;
}

/**
 * Tabs as parts (Radix underneath: roving focus, arrow keys, Home/End, ARIA wiring):
 * `<Tabs value onValueChange><Tabs.List aria-label><Tabs.Trigger value /></Tabs.List><Tabs.Content value /></Tabs>`.
 * Parts rather than an `items` array, because screens put forms, lists and badges in triggers and panels.
 */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Trigger: TabsTrigger, Content: TabsContent });

export type TabsProps = RadixTabs.TabsProps;
export type TabsListProps = RadixTabs.TabsListProps;
export type TabsTriggerProps = RadixTabs.TabsTriggerProps;
export type TabsContentProps = RadixTabs.TabsContentProps;
