import type { ReactNode } from 'react';
import { Tabs } from '../../components/Tabs';

/** One way of filling a form (login by username or mobile, reset by email or mobile, a registration type). */
export interface FormTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

/**
 * A form's ways as tabs named `label`, each panel with its fields; with a single way, only its fields (no tabs).
 */
export function FormTabs<V extends string>({
  label,
  value,
  onValueChange,
  tabs,
  panelClassName,
}: {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly FormTab<V>[];
  panelClassName: string;
}) {
  if (tabs.length < 2) return <>{tabs[0]?.content}</>;
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as V)}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={panelClassName}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs>
  );
}
