import {
  NOTE_AUDIENCES,
  noteAudienceOptions,
  type NoteAudience,
} from '@portal/shared/applications/note-audience';
import { SelectField } from '@/components/ui/SelectField';

/**
 * Who reads a comment besides the agency, chosen where it is written (decision 0056): internal unless
 * staff choose to share it with the company or with the candidate.
 */
export function NoteAudienceSelect({
  value,
  onChange,
}: {
  value: NoteAudience;
  onChange(value: NoteAudience): void;
}) {
  return (
    <SelectField
      label="Quién lo lee"
      options={NOTE_AUDIENCES.map((audience) => ({ value: audience, label: noteAudienceOptions[audience] }))}
      value={value}
      onChange={(event) => onChange(event.target.value as NoteAudience)}
    />
  );
}
