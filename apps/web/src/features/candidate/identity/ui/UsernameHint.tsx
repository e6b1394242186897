/** The account's username, hidden, so password managers save the new password under it. */
export function UsernameHint({ username }: { username: string }) {
  return <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />;
}
