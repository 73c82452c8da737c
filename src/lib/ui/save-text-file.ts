/** Hands text to the browser as a file download (no server round trip; works offline). */
export function saveTextFile(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // why: some browsers read the blob after click() returns; release it on the next turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
