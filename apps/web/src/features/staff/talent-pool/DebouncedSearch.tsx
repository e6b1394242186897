import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';

/** How long the box waits after the last keystroke before it searches. */
export const SEARCH_DELAY_MS = 300;

interface DebouncedSearchProps {
  label: string;
  placeholder?: string;
  /** The search in the address. */
  value: string;
  onSearch(value: string): void;
}

/**
 * A search box that searches once typing pauses, not on every key. Back and Forward (a new value in the
 * address that the box did not send) show in the box.
 */
export function DebouncedSearch({ label, placeholder, value, onSearch }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  // What the box sent and the address has not shown yet: its arrival must not undo newer typing.
  const [sent, setSent] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  // The address changed under the box (Back, Forward, a link): show it, unless it is what the box sent.
  if (value !== shown) {
    setShown(value);
    setSent(null);
    if (value !== sent) setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      latest.current(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <SearchField label={label} placeholder={placeholder} value={text} onChange={setText} />;
}
