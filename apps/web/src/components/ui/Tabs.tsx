import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection, for tabs kept in the address; omit to let the tabs keep it. */
  selected?: string;
  onSelect?(id: string): void;
}

/** Tabs with arrow-key navigation (WAI-ARIA tabs pattern); only the selected panel is rendered. */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={onSelect ? (key: Key) => onSelect(String(key)) : undefined}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className="min-h-11 cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 outline-none hover:text-brand-800 data-focus-visible:outline-2 data-focus-visible:outline-brand-600 data-selected:border-brand-700 data-selected:text-brand-900"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="pt-5 outline-none">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
