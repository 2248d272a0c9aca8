/** Upper-cases what is typed in `input` as it is typed, keeping the caret where it was (track numbers). */
export function upperCaseInPlace(input: HTMLInputElement) {
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}
