import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { exportMessages } from '@portal/shared/messages/staff';
import { REPORT_FORMATS, reportFormatLabels, type ReportFormat } from '@portal/shared/report-format';
import { Button } from '@/components/ui/Button';
import { useDownload } from './use-download';

interface ExportMenuProps {
  /** Downloads the list in that format, with the screen's current filters. */
  onExport(formato: ReportFormat): Promise<void>;
  /** What is exported, for the button's accessible name: «usuarios» → «Exportar usuarios». */
  what: string;
}

/**
 * «Exportar» and its menu, «Excel (.xlsx)» or «CSV», for any list that downloads as a report: a
 * button that opens a menu (arrow keys, Enter, Escape), says «Descargando...» while the file comes,
 * and tells a failure in an alert.
 */
export function ExportMenu({ onExport, what }: ExportMenuProps) {
  const download = useDownload(onExport, exportMessages.failed);
  return (
    <MenuTrigger>
      <Button
        variant="secondary"
        aria-label={`${exportMessages.menu} ${what}`}
        isLoading={download.isPending}
        loadingText="Descargando..."
      >
        {exportMessages.menu}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-44 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 outline-none"
      >
        <Menu className="outline-none" onAction={(key) => download.mutate(key as ReportFormat)}>
          {REPORT_FORMATS.map((formato) => (
            <MenuItem
              key={formato}
              id={formato}
              className="flex min-h-11 cursor-pointer items-center px-4 text-sm text-slate-800 outline-none focus:bg-brand-50 focus:text-brand-900"
            >
              {reportFormatLabels[formato]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
