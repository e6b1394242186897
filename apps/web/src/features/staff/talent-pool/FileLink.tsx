import { Link } from 'react-router';
import { filePath, type BackTo } from './file-link';

/** A candidate's name that opens their file, carrying the way back to where it was clicked. */
export function FileLink({ id, name, back }: { id: number; name: string; back: BackTo }) {
  return (
    <Link
      to={filePath(id)}
      state={back}
      className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-800"
    >
      {name}
    </Link>
  );
}
