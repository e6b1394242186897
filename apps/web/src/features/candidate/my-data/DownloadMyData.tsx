import { useMutation } from '@tanstack/react-query';
import { myDataMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The API's own Spanish message when it sent one; a generic one for anything else. */
const messageOf = (error: Error) =>
  error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : myDataMessages.error;

/**
 * "Descargar mis datos" (Ley 1581 de 2012, art. 8 lit. a and b, art. 14): the ZIP of everything the
 * portal holds about the signed-in candidate, saved under the name the API gives it.
 */
export function DownloadMyData() {
  const { showAlert } = useAlerts();
  const download = useMutation({
    mutationFn: () => apiDownload('/candidate/my-data'),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName ?? 'mis-datos.zip');
      showAlert({ type: 'success', message: myDataMessages.downloaded });
    },
  });
  return (
    <section
      aria-labelledby="download-my-data-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="space-y-1">
        <h2 id="download-my-data-title" className="text-lg font-semibold text-brand-900">
          {myDataMessages.title}
        </h2>
        <p className="text-sm text-slate-600">{myDataMessages.description}</p>
      </div>
      {download.error && <FormAlert tone="error">{messageOf(download.error)}</FormAlert>}
      <Button isLoading={download.isPending} onPress={() => download.mutate()}>
        {myDataMessages.button}
      </Button>
    </section>
  );
}
