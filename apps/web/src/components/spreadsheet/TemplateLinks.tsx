export type TemplateFormat = 'csv' | 'xlsx';

/** An import's template as two downloads, «CSV» and «Excel», inside the sentence that offers them. */
export function TemplateLinks({ url }: { url(formato: TemplateFormat): string }) {
  const link = (formato: TemplateFormat, text: string) => (
    <a className="font-semibold text-brand-700 underline" href={url(formato)} download>
      {text}
    </a>
  );
  return (
    <>
      {link('csv', 'CSV')} o {link('xlsx', 'Excel')}
    </>
  );
}
