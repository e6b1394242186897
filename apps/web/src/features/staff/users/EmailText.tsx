/**
 * An e-mail that wraps only after its @ and dots, never inside a word ('director@portal.loca l'), and
 * whose full text is its tooltip. A part longer than the line still breaks rather than overflow.
 */
export function EmailText({ correo, className = '' }: { correo: string; className?: string }) {
  const parts = correo.split(/(?<=[@.])/);
  return (
    <span title={correo} className={`break-words ${className}`}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}
