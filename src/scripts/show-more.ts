// 'Show More' / 'Show Less' toggles (club history, the home president message): the button
// names the element it controls; the preview and the full text swap, and the label follows.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-show-more]')) {
  const full = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const preview = document.getElementById(button.dataset.preview ?? '');
  if (!full || !preview) continue;
  button.hidden = false;
  button.addEventListener('click', () => {
    const expand = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(expand));
    full.hidden = !expand;
    preview.hidden = expand;
    button.textContent = expand ? 'Show Less' : 'Show More';
  });
}
